import { http, HttpResponse } from 'msw';
import type { PaymentLink } from '../../api/billing/payment-link';
import { api, authorize, readJson } from '../context';
import { newId } from '../jobs';
import { invalid, notFound, problem } from '../problem';
import type { MockState } from '../state';
import type { MockInvoice } from './data';
import { findInvoice, liveLink, paymentLinkGate } from './invoice-presenter';
import { pointerTo } from './validation';

const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const PAYMENT_PAGE = 'https://pay.example.com/checkout/';

function linkBody(
  invoice: MockInvoice,
  link: { url: string; expiresAt: string | null },
): PaymentLink {
  return {
    paymentUrl: link.url,
    expiresAt: link.expiresAt,
    invoice: {
      id: invoice.id,
      number: invoice.number,
      amount: invoice.amount,
      currencyCode: invoice.currencyCode,
      dueAt: invoice.dueAt,
      status: invoice.status,
      paymentUrl: link.url,
    },
  };
}

function issueLink(state: MockState, invoice: MockInvoice) {
  const existing = liveLink(invoice);
  if (existing) return existing;
  invoice.paymentUrl = `${PAYMENT_PAGE}${newId(state, 'pl')}`;
  invoice.paymentLinkExpiresAt = new Date(Date.now() + LINK_LIFETIME_MS).toISOString();
  return { url: invoice.paymentUrl, expiresAt: invoice.paymentLinkExpiresAt };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec 18: the body must be empty; a payment method (or anything else) is refused. */
function bodyErrors(body: unknown) {
  if (body === undefined || (isRecord(body) && Object.keys(body).length === 0)) return [];
  const detail = 'The body must be empty; a payment method cannot be chosen here.';
  if (!isRecord(body)) return [{ pointer: '', detail, code: 'not_allowed' }];
  return Object.keys(body).map((name) => ({
    pointer: pointerTo(name),
    detail,
    code: 'not_allowed',
  }));
}

export const paymentLinkHandlers = [
  http.post(
    api('/api/v2/billing/invoices/:id/actions/generate-payment-link'),
    async ({ request, params }) => {
      const { state } = authorize(request, ['write:billing']);
      const instance = new URL(request.url).pathname;
      const invoice = findInvoice(state, params.id);
      if (!invoice) return notFound(instance);
      const errors = bodyErrors(await readJson(request));
      if (errors.length > 0) return invalid(instance, errors, 'This action takes no body.');
      const gate = paymentLinkGate(invoice);
      if (!gate.allowed) {
        const paid = invoice.status === 'paid';
        return problem({
          status: 409,
          code: paid ? 'invoice_already_paid' : 'invoice_cancelled',
          detail: paid
            ? 'This invoice is already paid; no payment link is needed.'
            : 'This invoice is cancelled and cannot be paid.',
          instance,
          extra: {
            invoice: { id: invoice.id, number: invoice.number, status: invoice.status },
            actions: { canGeneratePaymentLink: gate },
          },
        });
      }
      return HttpResponse.json(linkBody(invoice, issueLink(state, invoice)));
    },
  ),
  http.get(api('/api/v2/billing/invoices/:id/payment-link'), ({ request, params }) => {
    const { state } = authorize(request, ['read:billing']);
    const instance = new URL(request.url).pathname;
    const invoice = findInvoice(state, params.id);
    if (!invoice) return notFound(instance);
    const link = liveLink(invoice);
    if (!link)
      return notFound(
        instance,
        'payment_link_not_found',
        'No payment link is active for this invoice.',
      );
    return HttpResponse.json(linkBody(invoice, link));
  }),
];
