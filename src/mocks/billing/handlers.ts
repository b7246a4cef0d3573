import { http, HttpResponse } from 'msw';
import type { Invoice } from '../../api/billing';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { notFound } from '../problem';
import type { MockState } from '../state';
import type { MockInvoice } from './data';

export function findInvoice(state: MockState, id: string | readonly string[] | undefined): MockInvoice | undefined {
  return state.billing.invoices.find((invoice) => invoice.id === id && !invoice.foreign);
}

export function presentInvoice(invoice: MockInvoice): Invoice {
  const { foreign: _foreign, ...fields } = invoice;
  const payable = invoice.status === 'unpaid' || invoice.status === 'overdue';
  return {
    ...fields,
    actions: {
      canGeneratePaymentLink: payable
        ? { allowed: true, reason: null }
        : { allowed: false, reason: invoice.status === 'paid' ? 'The invoice is already paid.' : 'The invoice is cancelled.', code: invoice.status === 'paid' ? 'invoice_already_paid' : 'invoice_cancelled' },
    },
  };
}

export const billingHandlers = [
  http.get(api('/api/v2/billing/invoices'), ({ request }) => {
    const { state } = authorize(request, ['read:billing']);
    const status = new URL(request.url).searchParams.get('status');
    const invoices = state.billing.invoices.filter((invoice) => !invoice.foreign && (!status || invoice.status === status));
    return paged(invoices.map(presentInvoice), request);
  }),
  http.get(api('/api/v2/billing/invoices/:id'), ({ request, params }) => {
    const { state } = authorize(request, ['read:billing']);
    const invoice = findInvoice(state, params.id);
    if (!invoice) return notFound(new URL(request.url).pathname, 'invoice_not_found', 'The invoice does not exist or is not yours.');
    return HttpResponse.json(presentInvoice(invoice));
  }),
];
