import { http, HttpResponse } from 'msw';
import {
  decisionOf,
  renewalResponseBodySchema,
  type DomainRenewal,
  type RenewalInvoice,
  type RenewalResponse,
} from '../../api/domains/renewal';
import type { MockInvoice } from '../billing/data';
import { api, authorize } from '../context';
import type { MockState } from '../state';
import { blocked, renewalGate, requireDomain } from './present';
import { parseBody } from './validation';

function findInvoice(state: MockState, id: string | null | undefined): MockInvoice | undefined {
  return id
    ? state.billing.invoices.find((invoice) => invoice.id === id && !invoice.foreign)
    : undefined;
}

function presentRenewalInvoice(invoice: MockInvoice): RenewalInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    amount: invoice.amount,
    currencyCode: invoice.currencyCode,
    status: invoice.status,
    paymentUrl: invoice.paymentUrl ?? `https://pay.example.invalid/invoices/${invoice.id}`,
  };
}

export const renewalHandlers = [
  http.get(api('/api/v2/domains/:id/renewal'), ({ request, params }) => {
    const { state } = authorize(request, ['read:domains']);
    const domain = requireDomain(state, request, params.id);
    const body: DomainRenewal = {
      domainId: domain.id,
      pendingRenewalOrder: domain.pendingRenewalOrder,
      actions: { canRespondToRenewal: renewalGate(domain) },
    };
    return HttpResponse.json(body);
  }),

  http.post(api('/api/v2/domains/:id/actions/respond-to-renewal'), async ({ request, params }) => {
    const { state } = authorize(request, ['write:domains']);
    const domain = requireDomain(state, request, params.id);
    const decision = decisionOf(await parseBody(request, renewalResponseBodySchema));
    if (decision === 'decline') authorize(request, ['write:domains', 'write:billing']);
    // Not shown in the spec: answering without a pending renewal; a 409 with the gate is assumed.
    const gate = renewalGate(domain);
    const order = domain.pendingRenewalOrder;
    if (!gate.allowed || !order) return blocked(request, 'canRespondToRenewal', gate);

    const invoice = findInvoice(state, order.invoiceId);
    if (decision === 'decline') {
      domain.pendingRenewalOrder = null;
      if (invoice) invoice.status = 'cancelled';
    }
    const body: RenewalResponse = {
      domainId: domain.id,
      decision: decision === 'accept' ? 'accepted' : 'declined',
      newExpiresAt: null,
      renewalInvoice: decision === 'accept' && invoice ? presentRenewalInvoice(invoice) : null,
    };
    return HttpResponse.json(body);
  }),
];
