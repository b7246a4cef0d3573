import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/session';
import { paygBreakdownQuery, type PaygBreakdownAvailable } from './billing-payg';
import { ApiError } from './errors';
import { createQueryClient } from './query-client';

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

  it('gives each resource its quantity: hours, or GB for bandwidth', async () => {
    signInAs('owner');
    const { resources } = await available('inv_payg10');
    const byKey = new Map(resources.map((resource) => [resource.key, resource]));
    expect(byKey.get('cpu')).toMatchObject({
      quantityHours: expect.any(Number),
      averageCoresApprox: expect.any(Number),
    });
    expect(byKey.get('memory')).toMatchObject({
      quantityHours: expect.any(Number),
      averageGbApprox: expect.any(Number),
    });
    expect(byKey.get('ipv4')).toMatchObject({
      quantityHours: expect.any(Number),
      ipCountApprox: expect.any(Number),
      ipDaysApprox: expect.any(Number),
    });
    expect(byKey.get('bandwidth')).toMatchObject({ quantityGb: expect.any(Number) });
    expect(byKey.get('bandwidth')?.quantityHours).toBeUndefined();
  });

  it('lists a server that no longer exists with a display name but no id or name', async () => {
    signInAs('owner');
    for (const id of ['inv_payg10', 'inv_payg09']) {
      const { vms } = await available(id);
      expect(vms).toContainEqual(
        expect.objectContaining({
          id: null,
          name: null,
          displayName: expect.any(String),
          usage: expect.any(Object),
          estimatedAmount: expect.any(Number),
        }),
      );
    }
  });

  it('lists servers without amounts when coverage is none', async () => {
    signInAs('owner');
    const { vms, attributedAmount } = await available('inv_payg07');
    expect(vms.length).toBeGreaterThan(0);
    expect(vms.every((server) => server.estimatedAmount === undefined)).toBe(true);
    expect(attributedAmount).toBe(0);
  });

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
