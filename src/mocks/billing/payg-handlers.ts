import { http, HttpResponse } from 'msw';
import type { PaygBreakdown } from '../../api/billing/payg';
import { api, authorize } from '../context';
import { notFound } from '../problem';
import { findInvoice } from './invoice-presenter';

export const paygHandlers = [
  http.get(api('/api/v2/billing/invoices/:id/payg-breakdown'), ({ request, params }) => {
    const { state } = authorize(request, ['read:billing']);
    const invoice = findInvoice(state, params.id);
    if (!invoice)
      return notFound(
        new URL(request.url).pathname,
        'invoice_not_found',
        'The invoice does not exist or is not yours.',
      );
    const breakdown =
      invoice.kind === 'payg' ? state.billing.paygBreakdowns[invoice.id] : undefined;
    const body: PaygBreakdown = breakdown ?? {
      available: false,
      reason: 'This invoice has no pay-as-you-go line items.',
    };
    return HttpResponse.json(body);
  }),
];
