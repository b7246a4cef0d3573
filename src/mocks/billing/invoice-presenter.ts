import type { Invoice } from '../../api/billing/billing';
import type { ActionGate } from '../../api/core/common';
import { endpointScopes } from '../../api/core/scopes';
import type { DemoKey } from '../demo-keys';
import { callerGate, closedGate, openGate } from '../gates';
import type { MockState } from '../state';
import type { MockInvoice } from './data';

export function findInvoice(
  state: MockState,
  id: string | readonly string[] | undefined,
): MockInvoice | undefined {
  return state.billing.invoices.find((invoice) => invoice.id === id && !invoice.foreign);
}

export function isPayable(invoice: MockInvoice): boolean {
  return invoice.status === 'unpaid' || invoice.status === 'overdue';
}

/** The stored link while it still works: the invoice is payable and the link has not expired. */
export function liveLink(
  invoice: MockInvoice,
  now: number = Date.now(),
): { url: string; expiresAt: string | null } | null {
  if (!isPayable(invoice) || !invoice.paymentUrl) return null;
  const expiresAt = invoice.paymentLinkExpiresAt ?? null;
  if (expiresAt !== null && Date.parse(expiresAt) <= now) return null;
  return { url: invoice.paymentUrl, expiresAt };
}

export function paymentLinkGate(invoice: MockInvoice): ActionGate {
  if (isPayable(invoice)) return openGate;
  if (invoice.status === 'paid')
    return closedGate('invoice_already_paid', 'The invoice is already paid.');
  return closedGate('invoice_cancelled', 'The invoice is cancelled.');
}

/**
 * Gates and the payment URL are computed now, so a status flipped elsewhere shows at once. The
 * gate also says when the caller's key may not create links, as the hosting gates do.
 */
export function presentInvoice(invoice: MockInvoice, caller: DemoKey): Invoice {
  const { foreign: _foreign, paymentLinkExpiresAt: _expiresAt, ...fields } = invoice;
  return {
    ...fields,
    paymentUrl: liveLink(invoice)?.url ?? null,
    actions: {
      canGeneratePaymentLink: callerGate(
        caller,
        endpointScopes.generatePaymentLink.scopes,
        paymentLinkGate(invoice),
      ),
    },
  };
}
