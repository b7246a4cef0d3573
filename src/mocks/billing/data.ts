import type { Invoice } from '../../api/billing/billing';
import type { BillingContact } from '../../api/billing/contacts';
import type { ScenarioName } from '../scenarios';
import { seedPaygBreakdowns, type MockPaygBreakdown } from './payg-data';

export interface MockInvoice extends Omit<Invoice, 'actions'> {
  /** When the stored `paymentUrl` stops working; a new link is made after that. */
  paymentLinkExpiresAt?: string | null;
  foreign?: boolean;
}

export type MockBillingContact = BillingContact;

export interface BillingData {
  invoices: MockInvoice[];
  /** By invoice ID; only pay-as-you-go invoices have one. */
  paygBreakdowns: Record<string, MockPaygBreakdown>;
  /** Invoice-copy recipients. */
  contacts: MockBillingContact[];
}

function invoice(partial: Partial<MockInvoice> & Pick<MockInvoice, 'id' | 'number'>): MockInvoice {
  return {
    status: 'unpaid',
    amount: 1249.5,
    currencyCode: 'SEK',
    issuedAt: '2026-11-01T08:00:00.000Z',
    dueAt: '2026-12-01T00:00:00.000Z',
    kind: 'standard',
    paymentUrl: null,
    ...partial,
  };
}

export function seedBilling(scenario: ScenarioName): BillingData {
  if (scenario === 'empty-account') return { invoices: [], paygBreakdowns: {}, contacts: [] };
  return {
    invoices: [
      invoice({ id: 'inv_2026110', number: '2026-110', amount: 1249.5 }),
      invoice({
        id: 'inv_renew01',
        number: '2026-111',
        amount: 189,
        issuedAt: '2026-11-14T09:12:00.000Z',
        dueAt: '2026-12-14T00:00:00.000Z',
      }),
      invoice({
        id: 'inv_payg10',
        number: '2026-108',
        kind: 'payg',
        amount: 874.25,
        issuedAt: '2026-11-01T08:00:00.000Z',
        dueAt: '2026-11-30T00:00:00.000Z',
      }),
      invoice({
        id: 'inv_2026098',
        number: '2026-098',
        status: 'overdue',
        amount: 349,
        issuedAt: '2026-10-01T08:00:00.000Z',
        dueAt: '2026-10-31T00:00:00.000Z',
      }),
      invoice({
        id: 'inv_2026087',
        number: '2026-087',
        status: 'paid',
        amount: 2490,
        issuedAt: '2026-09-01T08:00:00.000Z',
        dueAt: '2026-10-01T00:00:00.000Z',
      }),
      invoice({
        id: 'inv_payg09',
        number: '2026-085',
        status: 'paid',
        kind: 'payg',
        amount: 512.8,
        issuedAt: '2026-10-01T08:00:00.000Z',
        dueAt: '2026-10-31T00:00:00.000Z',
      }),
      invoice({
        id: 'inv_2026070',
        number: '2026-070',
        status: 'cancelled',
        amount: 99,
        issuedAt: '2026-08-01T08:00:00.000Z',
        dueAt: '2026-09-01T00:00:00.000Z',
      }),
      invoice({
        id: 'inv_payg07',
        number: '2026-061',
        status: 'paid',
        kind: 'payg',
        amount: 300,
        issuedAt: '2026-08-01T08:00:00.000Z',
        dueAt: '2026-08-31T00:00:00.000Z',
      }),
      invoice({ id: 'inv_foreign99', number: '9999-001', foreign: true }),
    ],
    paygBreakdowns: seedPaygBreakdowns(),
    contacts: [
      { id: 'ctc_0001', email: 'accounts@example.com', description: 'Bookkeeping' },
      { id: 'ctc_0002', email: 'cfo@example.com', description: null },
    ],
  };
}
