import type { LintRecord, PreparedZone } from '../lint-types';

const isText = (record: LintRecord) => record.type === 'TXT' || record.type === 'SPF';

/** SPF policies published at a name (TXT or the old SPF type), RFC 7208 §3. */
export function spfRecordsAt(zone: PreparedZone, owner: string): LintRecord[] {
  return (zone.byOwner.get(owner) ?? []).filter(
    (record) => isText(record) && /^v=spf1(\s|$)/i.test(record.value.trim()),
  );
}

/** TXT records at `_dmarc` that claim to be DMARC (start with `v=DMARC`, any case). */
export function dmarcRecords(zone: PreparedZone): LintRecord[] {
  return (zone.byOwner.get('_dmarc') ?? []).filter(
    (record) => record.type === 'TXT' && /^\s*v\s*=\s*dmarc/i.test(record.value),
  );
}

export const hasMx = (zone: PreparedZone) => zone.records.some((record) => record.type === 'MX');

/** Terms that cost a DNS lookup when the policy is evaluated (RFC 7208 §4.6.4). */
const LOOKUP_TERM = /^[+\-~?]?(include:|a$|a[:/]|mx$|mx[:/]|ptr$|ptr:|exists:)|^redirect=/i;

/** Lookups counted from the policy's own text; included policies are not fetched. */
export function spfLookupCount(value: string): number {
  return value
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((term) => LOOKUP_TERM.test(term)).length;
}

const POLICIES = new Set(['none', 'quarantine', 'reject']);

/** RFC 7489 §6.3–6.4: `v=DMARC1` first, then a `p` tag with a known policy, tags once each. */
export function isWellFormedDmarc(value: string): boolean {
  const tags = value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const pairs = tags.map((tag) => {
    const equals = tag.indexOf('=');
    return equals < 1
      ? null
      : [tag.slice(0, equals).trim().toLowerCase(), tag.slice(equals + 1).trim()];
  });
  if (pairs.some((pair) => pair === null)) return false;
  const entries = pairs.filter((pair): pair is string[] => pair !== null);
  const [first, second] = entries;
  if (!first || first[0] !== 'v' || first[1] !== 'DMARC1') return false;
  if (!second || second[0] !== 'p' || !POLICIES.has((second[1] ?? '').toLowerCase())) return false;
  const names = entries.map((entry) => entry[0]);
  return new Set(names).size === names.length;
}
