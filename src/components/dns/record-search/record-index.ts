import type { DnsRecord } from '../../../api/dns/dns';

/** A zone and its records, as the search reads them (the zone detail's shape). */
export interface ZoneRecords {
  id: string;
  name: string;
  records: readonly DnsRecord[];
}

export interface ZoneMatches {
  zone: ZoneRecords;
  records: DnsRecord[];
}

// Built once per records array (a new array arrives only when the zone is read again), so a
// keystroke costs one `includes` per record and no lowercasing.
const haystacks = new WeakMap<readonly DnsRecord[], string[]>();

/** Each record's name and value in lower case, apart so a query never spans the two. */
export function recordHaystacks(records: readonly DnsRecord[]): string[] {
  let found = haystacks.get(records);
  if (!found) {
    found = records.map((record) => `${record.name}\n${record.value}`.toLowerCase());
    haystacks.set(records, found);
  }
  return found;
}

export function normalizedQuery(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The records whose name or value contains the query (case-insensitive), by zone, in the
 * zones' order; zones without a match are left out. An IP address therefore matches an A record
 * exactly and an SPF `ip4:` mechanism inside a longer value.
 */
export function searchZones(zones: readonly ZoneRecords[], text: string): ZoneMatches[] {
  const query = normalizedQuery(text);
  if (!query) return [];
  const found: ZoneMatches[] = [];
  for (const zone of zones) {
    const hay = recordHaystacks(zone.records);
    const records: DnsRecord[] = [];
    for (let index = 0; index < hay.length; index += 1) {
      if (hay[index]!.includes(query)) records.push(zone.records[index]!);
    }
    if (records.length > 0) found.push({ zone, records });
  }
  return found;
}

const addressCharacter = /[0-9a-f.:]/i;

const bounded = (char: string | undefined) => char === undefined || !addressCharacter.test(char);

/**
 * Whether `value` holds `address` as a whole address, not as part of a longer one:
 * `ip4:192.0.2.11/32` does, `192.0.2.110` does not.
 */
function holdsAddress(value: string, address: string): boolean {
  for (let at = value.indexOf(address); at !== -1; at = value.indexOf(address, at + 1)) {
    const before = bounded(value[at - 1]) || /ip[46]:$/.test(value.slice(0, at));
    if (before && bounded(value[at + address.length])) return true;
  }
  return false;
}

/**
 * The records that point at one of the addresses: A and AAAA records whose value is the
 * address, and any record whose value names it (an SPF `ip4:`, a TXT allow-list).
 */
export function recordsPointingAt(
  zones: readonly ZoneRecords[],
  addresses: readonly string[],
): ZoneMatches[] {
  const wanted = addresses.map((address) => address.toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return [];
  const found: ZoneMatches[] = [];
  for (const zone of zones) {
    const records = zone.records.filter((record) => {
      const value = record.value.trim().toLowerCase();
      return wanted.some((address) => value === address || holdsAddress(value, address));
    });
    if (records.length > 0) found.push({ zone, records });
  }
  return found;
}
