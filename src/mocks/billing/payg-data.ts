import type { PaygBreakdownAvailable, PaygUsage } from '../../api/billing/payg';

/**
 * Pay-as-you-go attributions per invoice. Amounts exclude VAT (25 %), so resources and
 * attributed + unattributed add up to the invoice amount / 1.25, to the cent; per-server
 * amounts add up to `attributedAmount` exactly.
 */
export type MockPaygBreakdown = PaygBreakdownAvailable;

const usage = (
  cpuCoreHours: number,
  ramGbHours: number,
  diskGbHours: number,
  bandwidthGb: number,
  ipHours: number,
): PaygUsage => ({
  cpuCoreHours,
  ramGbHours,
  diskGbHours,
  bandwidthGb,
  ipHours,
});

const common = { available: true, currencyCode: 'SEK', amountsExclVat: true } as const;

// October 2026: 744 hours. Recording started mid-period, so amounts are a lower bound.
const partialOctober: MockPaygBreakdown = {
  ...common,
  period: { startAt: '2026-10-01T00:00:00.000Z', endAt: '2026-11-01T00:00:00.000Z' },
  coverage: 'partial',
  attributedAmount: 612.9,
  unattributedAmount: 86.5,
  unattributedNote: 'Usage from before recording started on 4 October cannot be tied to a server.',
  note: 'Estimated from recorded usage.',
  resources: [
    { key: 'cpu', amount: 298.6, quantityHours: 3720, averageCoresApprox: 5 },
    { key: 'memory', amount: 211.3, quantityHours: 8928, averageGbApprox: 12 },
    { key: 'storage', amount: 112, quantityHours: 119040, averageGbApprox: 160 },
    { key: 'ipv4', amount: 52.5, quantityHours: 2232, ipCountApprox: 3, ipDaysApprox: 93 },
    { key: 'bandwidth', amount: 25, quantityGb: 1250 },
  ],
  vms: [
    {
      id: 'vps_web01',
      name: 'web-01',
      displayName: 'web-01',
      firstObservedAt: '2026-10-04T06:00:00.000Z',
      lastObservedAt: '2026-10-31T23:00:00.000Z',
      latestObservedAt: '2026-10-31T23:00:00.000Z',
      usage: usage(1944, 3888, 62208, 820, 648),
      estimatedAmount: 341.2,
    },
    {
      id: 'vps_db02',
      name: 'db-02',
      displayName: 'db-02',
      firstObservedAt: '2026-10-04T06:00:00.000Z',
      lastObservedAt: '2026-10-31T23:00:00.000Z',
      latestObservedAt: '2026-10-31T23:00:00.000Z',
      usage: usage(1296, 3888, 38880, 310, 648),
      estimatedAmount: 198.45,
    },
    {
      id: null,
      name: null,
      displayName: 'build-runner-3',
      firstObservedAt: '2026-10-04T06:00:00.000Z',
      lastObservedAt: '2026-10-18T14:00:00.000Z',
      latestObservedAt: '2026-10-18T14:00:00.000Z',
      usage: usage(480, 1152, 17952, 120, 344),
      estimatedAmount: 73.25,
    },
  ],
};

// September 2026: 720 hours, fully recorded.
const fullSeptember: MockPaygBreakdown = {
  ...common,
  period: { startAt: '2026-09-01T00:00:00.000Z', endAt: '2026-10-01T00:00:00.000Z' },
  coverage: 'full',
  attributedAmount: 398.24,
  unattributedAmount: 12,
  unattributedNote: 'A reserved IPv4 address was not attached to any server.',
  note: 'Estimated from recorded usage.',
  resources: [
    { key: 'cpu', amount: 171.4, quantityHours: 2160, averageCoresApprox: 3 },
    { key: 'memory', amount: 118.84, quantityHours: 5040, averageGbApprox: 7 },
    { key: 'storage', amount: 72, quantityHours: 86400, averageGbApprox: 120 },
    { key: 'ipv4', amount: 36, quantityHours: 2160, ipCountApprox: 3, ipDaysApprox: 90 },
    { key: 'bandwidth', amount: 12, quantityGb: 600 },
  ],
  vms: [
    {
      id: 'vps_web01',
      name: 'web-01',
      displayName: 'web-01',
      firstObservedAt: '2026-09-01T00:00:00.000Z',
      lastObservedAt: '2026-09-30T23:00:00.000Z',
      latestObservedAt: '2026-09-30T23:00:00.000Z',
      usage: usage(1080, 2160, 43200, 400, 720),
      estimatedAmount: 198.14,
    },
    {
      id: 'vps_db02',
      name: 'db-02',
      displayName: 'db-02',
      firstObservedAt: '2026-09-01T00:00:00.000Z',
      lastObservedAt: '2026-09-30T23:00:00.000Z',
      latestObservedAt: '2026-09-30T23:00:00.000Z',
      usage: usage(720, 2160, 28800, 150, 720),
      estimatedAmount: 167.1,
    },
    {
      id: null,
      name: null,
      displayName: 'staging-old',
      firstObservedAt: '2026-09-01T00:00:00.000Z',
      lastObservedAt: '2026-09-12T09:00:00.000Z',
      latestObservedAt: '2026-09-12T09:00:00.000Z',
      usage: usage(360, 720, 14400, 50, 720),
      estimatedAmount: 33,
    },
  ],
};

// July 2026: issued before usage was recorded; servers are listed without amounts.
const noneJuly: MockPaygBreakdown = {
  ...common,
  period: { startAt: '2026-07-01T00:00:00.000Z', endAt: '2026-08-01T00:00:00.000Z' },
  coverage: 'none',
  attributedAmount: 0,
  unattributedAmount: 240,
  unattributedNote: 'This invoice predates usage recording, so no amount can be tied to a server.',
  note: 'Servers that exist today are listed for reference only.',
  resources: [
    { key: 'cpu', amount: 110, quantityHours: 2232, averageCoresApprox: 3 },
    { key: 'memory', amount: 70, quantityHours: 4464, averageGbApprox: 6 },
    { key: 'storage', amount: 40, quantityHours: 89280, averageGbApprox: 120 },
    { key: 'ipv4', amount: 15, quantityHours: 1488, ipCountApprox: 2, ipDaysApprox: 62 },
    { key: 'bandwidth', amount: 5, quantityGb: 250 },
  ],
  vms: [
    { id: 'vps_web01', name: 'web-01', displayName: 'web-01' },
    { id: 'vps_db02', name: 'db-02', displayName: 'db-02' },
  ],
};

export function seedPaygBreakdowns(): Record<string, MockPaygBreakdown> {
  return structuredClone({
    inv_payg10: partialOctober,
    inv_payg09: fullSeptember,
    inv_payg07: noneJuly,
  });
}
