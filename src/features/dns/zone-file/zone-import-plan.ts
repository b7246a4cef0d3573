import type { DnsZoneDetail } from '../../../api/dns/dns';
import { isBlockedByEmailForwarding } from '../../../api/dns/record-gates';
import type { DnsRecordInput } from '../../../api/dns/record-input';
import { lintZone } from '../lint/lint-zone';
import type { LintFinding } from '../lint/lint-types';
import { diffZone, type DiffLine } from './zone-diff';
import { parseZoneFile, type ZoneFileIssue, type ZoneFileSkip } from './zone-file-parse';

export interface ImportPlan {
  errors: ZoneFileIssue[];
  skipped: ZoneFileSkip[];
  lines: DiffLine[];
  /** The zone check's rules that fire on each line's wanted record, by line key. */
  warnings: ReadonlyMap<string, Pick<LintFinding, 'rule' | 'params'>[]>;
  /** Wanted changes the service refuses (root MX records under email forwarding): left out. */
  held: number;
}

/**
 * What applying records would change in the zone (the import and the mail presets), with the
 * zone check run on the result. The lazy chunk of the zone file tools.
 */
export function planRecords(
  zone: DnsZoneDetail,
  wanted: readonly DnsRecordInput[],
  scope: Parameters<typeof diffZone>[3] = () => true,
): Pick<ImportPlan, 'lines' | 'warnings' | 'held'> {
  // The forwarding service's root MX records stay as they are: deleting one is allowed but it
  // could never be added back, and creating or changing one is refused (409).
  const blocked = (record: { type: string; name: string }) =>
    isBlockedByEmailForwarding(record, zone);
  let held = 0;
  const lines = diffZone(zone.records, wanted, zone.name, (record) =>
    blocked(record) ? false : scope(record),
  ).flatMap((line): DiffLine[] => {
    if (line.kind === 'create' && blocked(line.after)) {
      held += 1;
      return [];
    }
    if (line.kind === 'change' && blocked(line.after)) {
      held += 1;
      return [{ kind: 'unchanged', key: line.key, before: line.before }];
    }
    return [line];
  });
  const after = new Map<object, string>();
  const records = lines.flatMap((line) => {
    const record =
      line.kind === 'delete' ? null : line.kind === 'unchanged' ? line.before : line.after;
    if (record) after.set(record, line.key);
    return record ? [record] : [];
  });
  // Records outside the scope stay in the zone: the check sees them beside the changed ones.
  const listed = new Set(lines.flatMap((line) => (line.kind === 'create' ? [] : [line.before.id])));
  const kept = zone.records.filter((record) => !listed.has(record.id));
  const warnings = new Map<string, Pick<LintFinding, 'rule' | 'params'>[]>();
  for (const found of lintZone({ name: zone.name, records: [...records, ...kept] })) {
    const key = found.record ? after.get(found.record) : undefined;
    if (key !== undefined)
      warnings.set(key, [
        ...(warnings.get(key) ?? []),
        { rule: found.rule, ...(found.params ? { params: found.params } : {}) },
      ]);
  }
  return { lines, warnings, held };
}

export function planImport(text: string, zone: DnsZoneDetail): ImportPlan {
  const parsed = parseZoneFile(text, zone.name);
  if (parsed.errors.length > 0)
    return {
      errors: parsed.errors,
      skipped: parsed.skipped,
      lines: [],
      warnings: new Map(),
      held: 0,
    };
  return { errors: [], skipped: parsed.skipped, ...planRecords(zone, parsed.records) };
}
