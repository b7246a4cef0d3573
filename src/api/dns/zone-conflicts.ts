import { relativeRecordName } from './record-name';

/**
 * Rules a record breaks against the other records of its zone (RFC 1034 §3.6.2, RFC 2181 §10.3,
 * RFC 2181 §5). Pure and zod-free: the record dialog, the bulk form and the linter share them.
 */

/** What the conflict rules look at: a saved record or a draft, names relative or absolute. */
export interface ZoneRecordLike {
  id?: string;
  type: string;
  name: string;
  value: string;
  priority?: number | null;
  weight?: number | null;
  port?: number | null;
}

export type ConflictRule =
  'conflictCnameBeside' | 'conflictBesideCname' | 'duplicateRecord' | 'targetIsCname';

export interface RecordConflict {
  field: 'name' | 'value';
  rule: ConflictRule;
  /** `warning` may still be saved; `error` is refused before anything is sent. */
  severity: 'error' | 'warning';
}

/** The owner name as a lower-case relative name, `@` for the root. */
export function ownerKey(name: string, zoneName: string): string {
  return relativeRecordName(name, zoneName).toLowerCase();
}

/** A host name target as the owner key it names in the zone, or null when outside the zone. */
export function targetKey(value: string, zoneName: string): string | null {
  const bare = value.trim().toLowerCase().replace(/\.$/, '');
  const zone = zoneName.trim().toLowerCase().replace(/\.$/, '');
  if (bare === '@' || bare === zone) return '@';
  if (bare.endsWith(`.${zone}`)) return bare.slice(0, bare.length - zone.length - 1);
  return null;
}

const hostTypes = new Set(['CNAME', 'ALIAS', 'MX', 'NS', 'SRV']);

/** Host names compare without case or a final dot; text compares exactly. */
function valueKey(record: ZoneRecordLike): string {
  const value = record.value.trim();
  return hostTypes.has(record.type) ? value.toLowerCase().replace(/\.$/, '') : value;
}

/** The same name, type and data (priority, weight and port included) is the same record. */
export function sameRecord(a: ZoneRecordLike, b: ZoneRecordLike, zoneName: string): boolean {
  return (
    a.type === b.type &&
    ownerKey(a.name, zoneName) === ownerKey(b.name, zoneName) &&
    valueKey(a) === valueKey(b) &&
    (a.priority ?? null) === (b.priority ?? null) &&
    (a.weight ?? null) === (b.weight ?? null) &&
    (a.port ?? null) === (b.port ?? null)
  );
}

/**
 * Conflicts of `draft` with `others` (the zone's records, without the one being edited).
 * CNAME at the root is the per-record rule `nameCnameAtRoot`.
 */
export function recordConflicts(
  draft: ZoneRecordLike,
  others: readonly ZoneRecordLike[],
  zoneName: string,
): RecordConflict[] {
  const conflicts: RecordConflict[] = [];
  const owner = ownerKey(draft.name, zoneName);
  const sameName = others.filter((other) => ownerKey(other.name, zoneName) === owner);
  if (draft.type === 'CNAME' && sameName.length > 0)
    conflicts.push({ field: 'name', rule: 'conflictCnameBeside', severity: 'error' });
  else if (draft.type !== 'CNAME' && sameName.some((other) => other.type === 'CNAME'))
    conflicts.push({ field: 'name', rule: 'conflictBesideCname', severity: 'error' });
  if (sameName.some((other) => sameRecord(draft, other, zoneName)))
    conflicts.push({ field: 'value', rule: 'duplicateRecord', severity: 'error' });
  if (draft.type === 'MX' || draft.type === 'NS') {
    const target = targetKey(draft.value, zoneName);
    if (
      target !== null &&
      others.some((other) => other.type === 'CNAME' && ownerKey(other.name, zoneName) === target)
    )
      conflicts.push({ field: 'value', rule: 'targetIsCname', severity: 'warning' });
  }
  return conflicts;
}
