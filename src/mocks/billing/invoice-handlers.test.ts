import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { invoiceListQuery, invoiceQuery } from '../../api/billing/billing';
import { createQueryClient } from '../../api/core/query-client';

describe('invoiceListQuery', () => {
  it('never lists another account’s invoice', async () => {
    signInAs('owner');
    const page = await createQueryClient().fetchQuery(invoiceListQuery({ limit: 100 }));
    expect(page.data.map((invoice) => invoice.id)).not.toContain('inv_foreign99');
    expect(page.data).toHaveLength(8);
  });

  it('answers 403 to a key without billing scopes', async () => {
    signInAs('team');
    await expect(createQueryClient().fetchQuery(invoiceListQuery())).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});

describe('invoiceQuery', () => {
  it('shows a status flipped elsewhere (a declined renewal) with a closed payment gate', async () => {
    signInAs('owner');
    const renewal = mockState().billing.invoices.find((invoice) => invoice.id === 'inv_renew01');
    if (!renewal) throw new Error('seed changed');
    renewal.status = 'cancelled';
    const invoice = await createQueryClient().fetchQuery(invoiceQuery('inv_renew01'));
    expect(invoice.status).toBe('cancelled');
    expect(invoice.actions?.canGeneratePaymentLink?.allowed).toBe(false);
  });
});
