import type { PaygBreakdown, PaygResource, PaygServer, PaygUsage } from '../../../api/billing/payg';

export type CoverageState = 'full' | 'partial' | 'none' | 'unknown';

/**
 * What the coverage banner has to tell: `lower-bound` (partial: the amounts are at least this
 * much), `servers-without-amounts` (none: servers are listed for reference only),
 * `unknown` (a coverage value this panel does not know, so the amounts are not vouched for).
 */
export type CoverageBanner = 'lower-bound' | 'servers-without-amounts' | 'unknown' | null;

export type QuantityUnit = 'core-hours' | 'gb-hours' | 'ip-hours' | 'gb' | 'hours';
export type AverageUnit = 'cores' | 'gb' | 'ips';

export interface ResourceRow {
  key: PaygResource['key'];
  amount: number;
  /** Share of all resource amounts, 0..1, for the chart. */
  share: number;
  quantity: { value: number; unit: QuantityUnit } | null;
  average: { value: number; unit: AverageUnit } | null;
  /** ipv4 only: address-days. */
  ipDays: number | null;
}

export interface ServerRow {
  /** Stable even for servers that no longer exist (their id is null). */
  rowKey: string;
  id: string | null;
  /** Null only when the server sent no name at all; the UI then says so. */
  label: string | null;
  /** The server no longer exists. */
  removed: boolean;
  estimatedAmount: number | null;
  /** Share of the attributed amount, 0..1; null without an amount. */
  share: number | null;
  usage: PaygUsage | null;
  firstObservedAt: string | null;
  lastObservedAt: string | null;
}

export interface Reconciliation {
  serversTotal: number;
  attributedAmount: number;
  /** serversTotal − attributedAmount, to the cent. */
  difference: number;
  reconciles: boolean;
}

export interface PaygBreakdownView {
  kind: 'breakdown';
  period: { startAt: string; endAt: string };
  currencyCode: string;
  amountsExclVat: boolean;
  coverage: { state: CoverageState; banner: CoverageBanner };
  resources: ResourceRow[];
  servers: ServerRow[];
  attributedAmount: number;
  unattributedAmount: number;
  /** attributed + unattributed, to the cent. */
  total: number;
  unattributedNote: string | null;
  note: string | null;
  reconciliation: Reconciliation;
}

export type PaygView = { kind: 'unavailable'; reason: string } | PaygBreakdownView;

/** Sums agree within a cent; adding in whole cents keeps floating-point noise out. */
export const RECONCILE_TOLERANCE = 0.01;
const toCents = (amount: number) => Math.round(amount * 100);
// `+ 0` turns -0 into 0, which would otherwise be formatted as "-0.00".
const fromCents = (cents: number) => cents / 100 + 0;

function coverageOf(coverage: string): { state: CoverageState; banner: CoverageBanner } {
  switch (coverage) {
    case 'full':
      return { state: 'full', banner: null };
    case 'partial':
      return { state: 'partial', banner: 'lower-bound' };
    case 'none':
      return { state: 'none', banner: 'servers-without-amounts' };
    default:
      return { state: 'unknown', banner: 'unknown' };
  }
}

const hourUnits: Record<string, QuantityUnit> = {
  cpu: 'core-hours',
  memory: 'gb-hours',
  storage: 'gb-hours',
  ipv4: 'ip-hours',
};

function quantityOf(resource: PaygResource): ResourceRow['quantity'] {
  if (resource.quantityHours !== undefined) {
    return { value: resource.quantityHours, unit: hourUnits[resource.key] ?? 'hours' };
  }
  if (resource.quantityGb !== undefined) return { value: resource.quantityGb, unit: 'gb' };
  return null;
}

function averageOf(resource: PaygResource): ResourceRow['average'] {
  if (resource.averageCoresApprox !== undefined)
    return { value: resource.averageCoresApprox, unit: 'cores' };
  if (resource.averageGbApprox !== undefined)
    return { value: resource.averageGbApprox, unit: 'gb' };
  if (resource.ipCountApprox !== undefined) return { value: resource.ipCountApprox, unit: 'ips' };
  return null;
}

// A credit (negative amount) takes no room in the chart.
const chartable = (amount: number) => Math.max(0, amount);

function resourceRows(resources: readonly PaygResource[]): ResourceRow[] {
  const chartTotal = resources.reduce((sum, resource) => sum + chartable(resource.amount), 0);
  return [...resources]
    .sort((a, b) => b.amount - a.amount)
    .map((resource) => ({
      key: resource.key,
      amount: resource.amount,
      share: chartTotal > 0 ? chartable(resource.amount) / chartTotal : 0,
      quantity: quantityOf(resource),
      average: averageOf(resource),
      ipDays: resource.ipDaysApprox ?? null,
    }));
}

function serverLabel(server: PaygServer): string | null {
  return server.displayName || server.name || server.id || null;
}

function serverRows(servers: readonly PaygServer[], attributedAmount: number): ServerRow[] {
  const rows = servers.map((server, index): ServerRow => {
    const amount = server.estimatedAmount ?? null;
    return {
      rowKey: server.id ?? `removed-${index}`,
      id: server.id,
      label: serverLabel(server),
      removed: server.id === null,
      estimatedAmount: amount,
      share:
        amount === null ? null : attributedAmount > 0 ? chartable(amount) / attributedAmount : 0,
      usage: server.usage ?? null,
      firstObservedAt: server.firstObservedAt ?? null,
      lastObservedAt: server.lastObservedAt ?? server.latestObservedAt ?? null,
    };
  });
  // Largest first; servers without an amount keep their order at the end.
  return rows.sort(
    (a, b) => (b.estimatedAmount ?? -Infinity) - (a.estimatedAmount ?? -Infinity) || 0,
  );
}

export function reconcile(
  servers: readonly PaygServer[],
  attributedAmount: number,
): Reconciliation {
  const serversCents = servers.reduce(
    (sum, server) => sum + toCents(server.estimatedAmount ?? 0),
    0,
  );
  const differenceCents = serversCents - toCents(attributedAmount);
  return {
    serversTotal: fromCents(serversCents),
    attributedAmount,
    difference: fromCents(differenceCents),
    reconciles: Math.abs(differenceCents) <= toCents(RECONCILE_TOLERANCE),
  };
}

/** Everything the breakdown screen shows, as numbers and states; formatting is the UI's. */
export function paygBreakdownView(breakdown: PaygBreakdown): PaygView {
  if (!breakdown.available) return { kind: 'unavailable', reason: breakdown.reason };
  return {
    kind: 'breakdown',
    period: breakdown.period,
    currencyCode: breakdown.currencyCode,
    amountsExclVat: breakdown.amountsExclVat,
    coverage: coverageOf(breakdown.coverage),
    resources: resourceRows(breakdown.resources),
    servers: serverRows(breakdown.vms, breakdown.attributedAmount),
    attributedAmount: breakdown.attributedAmount,
    unattributedAmount: breakdown.unattributedAmount,
    total: fromCents(toCents(breakdown.attributedAmount) + toCents(breakdown.unattributedAmount)),
    unattributedNote: breakdown.unattributedNote ?? null,
    note: breakdown.note ?? null,
    reconciliation: reconcile(breakdown.vms, breakdown.attributedAmount),
  };
}
