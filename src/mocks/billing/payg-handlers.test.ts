import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/session';
import { paygBreakdownQuery, type PaygBreakdownAvailable } from '../../api/billing/payg';
import { ApiError } from '../../api/core/errors';
import { createQueryClient } from '../../api/core/query-client';

const fetchBreakdown = (id: string) => createQueryClient().fetchQuery(paygBreakdownQuery(id));

async function available(id: string): Promise<PaygBreakdownAvailable> {
  const breakdown = await fetchBreakdown(id);
  if (!breakdown.available) throw new Error(`${id} has no breakdown`);
  return breakdown;
}

const cents = (amount: number) => Math.round(amount * 100);

describe('paygBreakdownQuery', () => {
  it.each([
    ['inv_payg10', 'partial', 874.25],
    ['inv_payg09', 'full', 512.8],
    ['inv_payg07', 'none', 300],
  ])(
    '%s: coverage %s, pre-tax amounts that reconcile with the invoice',
    async (id, coverage, invoiceAmount) => {
      signInAs('owner');
      const breakdown = await available(id);
      expect(breakdown).toMatchObject({ coverage, currencyCode: 'SEK', amountsExclVat: true });
      expect(breakdown.period.startAt < breakdown.period.endAt).toBe(true);

      const amounts = breakdown.resources.map((resource) => resource.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const subtotal = cents(invoiceAmount / 1.25);
      expect(amounts.reduce((sum, amount) => sum + cents(amount), 0)).toBe(subtotal);
      expect(cents(breakdown.attributedAmount) + cents(breakdown.unattributedAmount)).toBe(
        subtotal,
      );
      const servers = breakdown.vms.reduce(
        (sum, server) => sum + cents(server.estimatedAmount ?? 0),
        0,
      );
      expect(servers).toBe(cents(breakdown.attributedAmount));
    },
  );

  it('answers variant B with a reason for a standard invoice', async () => {
    signInAs('owner');
    expect(await fetchBreakdown('inv_2026110')).toEqual({
      available: false,
      reason: expect.stringMatching(/pay-as-you-go/),
    });
  });

  it('answers 404 invoice_not_found for a missing or foreign invoice', async () => {
    signInAs('owner');
    for (const id of ['inv_nope', 'inv_foreign99']) {
      await expect(fetchBreakdown(id)).rejects.toMatchObject({
        status: 404,
        code: 'invoice_not_found',
      });
    }
  });

  it('answers 403 to a key without read:billing', async () => {
    signInAs('team');
    const error: unknown = await fetchBreakdown('inv_payg10').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('is readable with the support key (read scopes only)', async () => {
    signInAs('support');
    expect((await fetchBreakdown('inv_payg10')).available).toBe(true);
  });
});
