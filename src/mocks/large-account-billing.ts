import { seedBilling, type BillingData, type MockInvoice } from './billing/data';
import { LARGE_ACCOUNT, numbered, spreadDate, topUp } from './large-account';

const PAYMENT_TERM_MS = 30 * 24 * 60 * 60_000;

function generatedInvoice(template: MockInvoice, number: number): MockInvoice {
  // Older than the seeded ones, so the newest invoices stay on the first page.
  const year = 2025 - Math.floor(number / 100);
  const issuedAt = spreadDate(year, number, '08:00:00');
  return {
    ...template,
    id: `inv_large${numbered(number)}`,
    number: `${year}-${numbered(number)}`,
    status: number % 50 === 0 ? 'cancelled' : 'paid',
    kind: 'standard',
    amount: 99 + (number % 40) * 25,
    issuedAt,
    dueAt: new Date(Date.parse(issuedAt) + PAYMENT_TERM_MS).toISOString(),
    paymentUrl: null,
    paymentLinkExpiresAt: null,
    foreign: false,
  };
}

/** The default invoices, then paid older ones up to 500 of the account's own. */
export function largeAccountBilling(): BillingData {
  const seeded = seedBilling('default');
  const template = seeded.invoices.find(
    (invoice) => !invoice.foreign && invoice.kind === 'standard',
  );
  if (!template)
    throw new Error('the default seed has no standard invoice to model generated ones on');
  return {
    ...seeded,
    invoices: topUp(seeded.invoices, LARGE_ACCOUNT.invoices, (number) =>
      generatedInvoice(template, number),
    ),
  };
}
