import type { ZoneRecordLike } from '../../../api/dns/zone-conflicts';

/** A zone as the linter reads it: saved records (with `id`) or an imported file's lines. */
export interface LintZone {
  name: string;
  records: readonly (ZoneRecordLike & { ttl?: number | null | undefined })[];
}

export type LintSeverity = 'error' | 'warning' | 'info';

export type LintRecord = LintZone['records'][number];

/** The zone with each record's owner worked out once, so every rule stays linear. */
export interface PreparedZone extends LintZone {
  ownerOf: (record: LintRecord) => string;
  /** Records by lower-case relative owner name (`@` for the root), in zone order. */
  byOwner: ReadonlyMap<string, readonly LintRecord[]>;
}

export function prepareZone(zone: LintZone): PreparedZone {
  const owners = new Map<LintRecord, string>();
  const byOwner = new Map<string, LintRecord[]>();
  const zoneName = zone.name.trim().toLowerCase().replace(/\.$/, '');
  for (const record of zone.records) {
    const bare = record.name.trim().toLowerCase().replace(/\.$/, '');
    const owner =
      bare === '' || bare === '@' || bare === zoneName
        ? '@'
        : bare.endsWith(`.${zoneName}`)
          ? bare.slice(0, bare.length - zoneName.length - 1)
          : bare;
    owners.set(record, owner);
    const list = byOwner.get(owner);
    if (list) list.push(record);
    else byOwner.set(owner, [record]);
  }
  return { ...zone, ownerOf: (record) => owners.get(record) ?? '', byOwner };
}

/** One thing a rule found; `record` is the record to fix, or null for something missing. */
export interface LintFinding {
  rule: LintRuleId;
  severity: LintSeverity;
  record: LintRecord | null;
  /** Values for the reason's placeholders. */
  params?: Record<string, string | number>;
}

export const lintRuleIds = [
  'cnameConflict',
  'cnameAtApex',
  'targetIsCname',
  'duplicateRecord',
  'spfMultiple',
  'spfTooManyLookups',
  'dmarcMalformed',
  'dmarcMissing',
  'spfMissing',
  'shadowedByDelegation',
  'privateAddress',
  'lowTtl',
  'longTxt',
] as const;
export type LintRuleId = (typeof lintRuleIds)[number];

export interface LintRule {
  id: LintRuleId;
  severity: LintSeverity;
  /** Where the rule is explained (an RFC section). */
  docs: string;
  check: (zone: PreparedZone) => LintFinding[];
}

/** A rule whose findings are each one record, with optional placeholder values. */
export function recordRule(
  id: LintRuleId,
  severity: LintSeverity,
  docs: string,
  test: (record: LintRecord, zone: PreparedZone) => Record<string, string | number> | boolean,
): LintRule {
  return {
    id,
    severity,
    docs,
    check: (zone) =>
      zone.records.flatMap((record) => {
        const found = test(record, zone);
        if (found === false) return [];
        return [{ rule: id, severity, record, ...(found === true ? {} : { params: found }) }];
      }),
  };
}
