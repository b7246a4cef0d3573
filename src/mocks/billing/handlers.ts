import { http, HttpResponse } from 'msw';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { notFound } from '../problem';
import { contactHandlers } from './contact-handlers';
import { findInvoice, presentInvoice } from './invoice-presenter';
import { paygHandlers } from './payg-handlers';
import { paymentLinkHandlers } from './payment-link-handlers';

export { findInvoice, presentInvoice } from './invoice-presenter';

export const billingHandlers = [
  http.get(api('/api/v2/billing/invoices'), ({ request }) => {
    const { state, key } = authorize(request, ['read:billing']);
    const status = new URL(request.url).searchParams.get('status');
    const invoices = state.billing.invoices.filter(
      (invoice) => !invoice.foreign && (!status || invoice.status === status),
    );
    return paged(
      invoices.map((invoice) => presentInvoice(invoice, key)),
      request,
    );
  }),
  http.get(api('/api/v2/billing/invoices/:id'), ({ request, params }) => {
    const { state, key } = authorize(request, ['read:billing']);
    const invoice = findInvoice(state, params.id);
    if (!invoice)
      return notFound(
        new URL(request.url).pathname,
        'invoice_not_found',
        'The invoice does not exist or is not yours.',
      );
    return HttpResponse.json(presentInvoice(invoice, key));
  }),
  ...paymentLinkHandlers,
  ...paygHandlers,
  ...contactHandlers,
];
