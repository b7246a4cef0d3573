// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaygBreakdownAvailable, PaygResource, PaygServer } from '../../../api/billing/payg';
import { paygBreakdownView, reconcile, type PaygBreakdownView } from './payg-breakdown-view';

const usage = { cpuCoreHours: 10, ramGbHours: 20, diskGbHours: 30, bandwidthGb: 4, ipHours: 10 };

function breakdown(overrides: Partial<PaygBreakdownAvailable> = {}): PaygBreakdownAvailable {
  return {
    available: true,
    period: { startAt: '2026-10-01T00:00:00.000Z', endAt: '2026-11-01T00:00:00.000Z' },
    coverage: 'full',
    currencyCode: 'SEK',
    amountsExclVat: true,
    attributedAmount: 150,
    unattributedAmount: 10.5,
    unattributedNote: 'Not tied to a server.',
    note: 'Estimated.',
    resources: [
      { key: 'bandwidth', amount: 5.5, quantityGb: 220 },
      { key: 'cpu', amount: 80, quantityHours: 1488, averageCoresApprox: 2 },
      { key: 'ipv4', amount: 10, quantityHours: 744, ipCountApprox: 1, ipDaysApprox: 31 },
      { key: 'memory', amount: 40, quantityHours: 2976, averageGbApprox: 4 },
      { key: 'storage', amount: 25, quantityHours: 59520, averageGbApprox: 80 },
    ],
    vms: [
      { id: 'vps_a', name: 'a', displayName: 'alpha', usage, estimatedAmount: 50 },
      { id: null, name: null, displayName: 'old-box (deleted)', usage, estimatedAmount: 100 },
    ],
    ...overrides,
  };
}

function view(input: PaygBreakdownAvailable): PaygBreakdownView {
  const result = paygBreakdownView(input);
  if (result.kind !== 'breakdown') throw new Error('expected a breakdown');
  return result;
}

const money = fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100);
const resourceArb: fc.Arbitrary<PaygResource> = fc.record({
  key: fc.constantFrom('cpu', 'memory', 'storage', 'ipv4', 'bandwidth', 'gpu'),
  amount: money,
});
const serverArb: fc.Arbitrary<PaygServer> = fc.record({
  id: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  name: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  displayName: fc.string({ minLength: 1 }),
  estimatedAmount: money,
});

describe('paygBreakdownView', () => {
  it('passes the reason through when the invoice has no pay-as-you-go items', () => {
    expect(paygBreakdownView({ available: false, reason: 'No pay-as-you-go line items.' })).toEqual(
      {
        kind: 'unavailable',
        reason: 'No pay-as-you-go line items.',
      },
    );
  });

  it.each([
    ['full', 'full', null],
    ['partial', 'partial', 'lower-bound'],
    ['none', 'none', 'servers-without-amounts'],
    ['sampled', 'unknown', 'unknown'],
  ])('coverage %s → state %s, banner %s', (coverage, state, banner) => {
    expect(view(breakdown({ coverage })).coverage).toEqual({ state, banner });
  });

  it('keeps the period, currency and pre-tax flag', () => {
    const result = view(breakdown());
    expect(result.period).toEqual({
      startAt: '2026-10-01T00:00:00.000Z',
      endAt: '2026-11-01T00:00:00.000Z',
    });
    expect(result.currencyCode).toBe('SEK');
    expect(result.amountsExclVat).toBe(true);
    expect(result.note).toBe('Estimated.');
    expect(result.unattributedNote).toBe('Not tied to a server.');
  });

  it('orders resources by amount with each one’s quantity, unit and average', () => {
    const rows = view(breakdown()).resources;
    expect(rows.map((row) => row.key)).toEqual(['cpu', 'memory', 'storage', 'ipv4', 'bandwidth']);
    expect(rows).toEqual([
      expect.objectContaining({
        key: 'cpu',
        amount: 80,
        quantity: { value: 1488, unit: 'core-hours' },
        average: { value: 2, unit: 'cores' },
        ipDays: null,
      }),
      expect.objectContaining({
        key: 'memory',
        quantity: { value: 2976, unit: 'gb-hours' },
        average: { value: 4, unit: 'gb' },
      }),
      expect.objectContaining({
        key: 'storage',
        quantity: { value: 59520, unit: 'gb-hours' },
        average: { value: 80, unit: 'gb' },
      }),
      expect.objectContaining({
        key: 'ipv4',
        quantity: { value: 744, unit: 'ip-hours' },
        average: { value: 1, unit: 'ips' },
        ipDays: 31,
      }),
      expect.objectContaining({
        key: 'bandwidth',
        quantity: { value: 220, unit: 'gb' },
        average: null,
      }),
    ]);
    expect(rows[0]?.share).toBeCloseTo(80 / 160.5, 10);
  });

  it('names a server that no longer exists by its display name and flags it', () => {
    const servers = view(breakdown()).servers;
    expect(servers[0]).toMatchObject({
      id: null,
      label: 'old-box (deleted)',
      removed: true,
      estimatedAmount: 100,
    });
    expect(servers[1]).toMatchObject({
      id: 'vps_a',
      label: 'alpha',
      removed: false,
      estimatedAmount: 50,
    });
    expect(servers[0]?.share).toBeCloseTo(2 / 3, 10);
    expect(new Set(servers.map((server) => server.rowKey)).size).toBe(2);
  });

  it('falls back to the name, then the id, then nothing for a server label', () => {
    const servers = view(
      breakdown({
        vms: [
          { id: 'vps_x', name: 'x-name' },
          { id: 'vps_y', name: null },
          { id: null, name: null },
        ],
        attributedAmount: 0,
      }),
    ).servers;
    expect(servers.map((server) => server.label)).toEqual(['x-name', 'vps_y', null]);
  });

  it('lists servers without amounts when coverage is none, and still reconciles', () => {
    const result = view(
      breakdown({
        coverage: 'none',
        attributedAmount: 0,
        unattributedAmount: 160.5,
        vms: [{ id: 'vps_a', name: 'a', displayName: 'alpha' }],
      }),
    );
    expect(result.servers).toEqual([
      expect.objectContaining({ label: 'alpha', estimatedAmount: null, share: null, usage: null }),
    ]);
    expect(result.reconciliation).toMatchObject({ reconciles: true, difference: 0 });
    expect(result.total).toBe(160.5);
  });

  it('reconciles within a cent and reports the difference beyond it', () => {
    const thirds = (last: number): PaygServer[] => [
      { id: 'a', name: 'a', estimatedAmount: 33.33 },
      { id: 'b', name: 'b', estimatedAmount: 33.33 },
      { id: 'c', name: 'c', estimatedAmount: last },
    ];
    expect(reconcile(thirds(33.33), 100)).toEqual({
      serversTotal: 99.99,
      attributedAmount: 100,
      difference: -0.01,
      reconciles: true,
    });
    expect(reconcile(thirds(33.32), 100)).toEqual({
      serversTotal: 99.98,
      attributedAmount: 100,
      difference: -0.02,
      reconciles: false,
    });
    expect(reconcile(thirds(35.34), 100)).toMatchObject({ difference: 2, reconciles: false });
  });

  it('adds the total to the cent', () => {
    expect(
      view(
        breakdown({
          attributedAmount: 0.1,
          unattributedAmount: 0.2,
          vms: [{ id: 'a', name: 'a', estimatedAmount: 0.1 }],
        }),
      ).total,
    ).toBe(0.3);
  });
});

describe('paygBreakdownView properties', () => {
  it('sorts resources by amount and gives chart shares that add up to one', () => {
    fc.assert(
      fc.property(fc.array(resourceArb, { maxLength: 8 }), (resources) => {
        const rows = view(breakdown({ resources })).resources;
        expect(rows.map((row) => row.key).sort()).toEqual(
          resources.map((resource) => resource.key).sort(),
        );
        rows
          .slice(1)
          .forEach((row, index) =>
            expect(row.amount).toBeLessThanOrEqual(rows[index]?.amount ?? Infinity),
          );
        rows.forEach((row) => {
          expect(row.share).toBeGreaterThanOrEqual(0);
          expect(row.share).toBeLessThanOrEqual(1);
        });
        const total = rows.reduce((sum, row) => sum + row.amount, 0);
        const shares = rows.reduce((sum, row) => sum + row.share, 0);
        expect(shares).toBeCloseTo(total > 0 ? 1 : 0, 9);
      }),
    );
  });

  it('reconciles exactly when the server amounts add up to the attributed amount', () => {
    fc.assert(
      fc.property(
        fc.array(serverArb, { maxLength: 12 }),
        fc.integer({ min: -1, max: 1 }),
        (vms, offByCents) => {
          const sumCents = vms.reduce(
            (sum, server) => sum + Math.round((server.estimatedAmount ?? 0) * 100),
            0,
          );
          const result = view(breakdown({ vms, attributedAmount: (sumCents + offByCents) / 100 }));
          expect(result.reconciliation.reconciles).toBe(true);
          expect(result.reconciliation.difference).toBe((0 - offByCents) / 100);
          expect(result.servers.filter((server) => server.removed)).toHaveLength(
            vms.filter((server) => server.id === null).length,
          );
        },
      ),
    );
  });

  it('reports the difference when the amounts are more than a cent apart', () => {
    fc.assert(
      fc.property(
        fc.array(serverArb, { maxLength: 12 }),
        fc.oneof(fc.integer({ min: 2, max: 100_000 }), fc.integer({ min: -100_000, max: -2 })),
        (vms, offByCents) => {
          const sumCents = vms.reduce(
            (sum, server) => sum + Math.round((server.estimatedAmount ?? 0) * 100),
            0,
          );
          const result = view(breakdown({ vms, attributedAmount: (sumCents + offByCents) / 100 }));
          expect(result.reconciliation.reconciles).toBe(false);
          expect(result.reconciliation.difference).toBe(-offByCents / 100);
          expect(result.reconciliation.serversTotal).toBe(sumCents / 100);
        },
      ),
    );
  });

  it('totals attributed and unattributed to the cent', () => {
    fc.assert(
      fc.property(money, money, (attributed, unattributed) => {
        const total = view(
          breakdown({ attributedAmount: attributed, unattributedAmount: unattributed }),
        ).total;
        expect(Math.round(total * 100)).toBe(
          Math.round(attributed * 100) + Math.round(unattributed * 100),
        );
        expect(total).toBe((Math.round(attributed * 100) + Math.round(unattributed * 100)) / 100);
      }),
    );
  });
});
