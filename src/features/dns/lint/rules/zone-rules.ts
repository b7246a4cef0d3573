import { targetKey } from '../../../../api/dns/zone-conflicts';
import { parseIpOrCidr } from '../../../../api/core/ip-address';
import { recordRule, type PreparedZone } from '../lint-types';

/** Delegated names (NS below the apex) and the in-zone hosts their NS records name (glue). */
const delegationCache = new WeakMap<PreparedZone, ReturnType<typeof findDelegations>>();

function delegations(zone: PreparedZone) {
  const cached = delegationCache.get(zone);
  if (cached) return cached;
  const found = findDelegations(zone);
  delegationCache.set(zone, found);
  return found;
}

function findDelegations(zone: PreparedZone) {
  const points = new Set<string>();
  const glue = new Set<string>();
  for (const record of zone.records) {
    if (record.type !== 'NS') continue;
    const owner = zone.ownerOf(record);
    if (owner === '@') continue;
    points.add(owner);
    const target = targetKey(record.value, zone.name);
    if (target !== null) glue.add(target);
  }
  return { points, glue };
}

/** Data at or below a delegation is never served: the child zone answers (RFC 1034 §4.2.1). */
export const shadowedByDelegation = recordRule(
  'shadowedByDelegation',
  'warning',
  'https://www.rfc-editor.org/rfc/rfc1034#section-4.2.1',
  (record, zone) => {
    const owner = zone.ownerOf(record);
    const { points, glue } = delegations(zone);
    if (record.type === 'NS' && points.has(owner)) return false;
    if ((record.type === 'A' || record.type === 'AAAA') && glue.has(owner)) return false;
    if (points.size === 0) return false;
    const point = [...points].find((name) => owner === name || owner.endsWith(`.${name}`));
    return point === undefined ? false : { delegation: point };
  },
);

/** Ranges no visitor on the internet can reach, or reserved for examples (RFC 6890). */
const UNREACHABLE = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
  '2001:db8::/32',
].map((range) => parseIpOrCidr(range));

function inRange(bytes: readonly number[], range: ReturnType<typeof parseIpOrCidr>): boolean {
  if (!range || range.prefix === null || range.bytes.length !== bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 1) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte] ?? 0) & mask) !== ((range.bytes[byte] ?? 0) & mask)) return false;
  }
  return true;
}

export function isUnreachableAddress(value: string): boolean {
  const parsed = parseIpOrCidr(value.trim());
  return (
    parsed !== null &&
    parsed.prefix === null &&
    UNREACHABLE.some((range) => inRange(parsed.bytes, range))
  );
}

export const privateAddress = recordRule(
  'privateAddress',
  'warning',
  'https://www.rfc-editor.org/rfc/rfc6890',
  (record) => (record.type === 'A' || record.type === 'AAAA') && isUnreachableAddress(record.value),
);

const LOW_TTL = 300;

/** Mail and delegation rarely change; a short TTL on them only adds lookups and fragility. */
export const lowTtl = recordRule(
  'lowTtl',
  'warning',
  'https://www.rfc-editor.org/rfc/rfc1912#section-2.2',
  (record) =>
    (record.type === 'MX' || record.type === 'NS') &&
    record.ttl !== null &&
    record.ttl !== undefined &&
    record.ttl < LOW_TTL
      ? { ttl: record.ttl }
      : false,
);

const DNS_STRING = 255;

/** Informational: such values are served as several strings, which some readers mishandle. */
export const longTxt = recordRule(
  'longTxt',
  'info',
  'https://www.rfc-editor.org/rfc/rfc7208#section-3.3',
  (record) =>
    (record.type === 'TXT' || record.type === 'SPF') && record.value.length > DNS_STRING
      ? { length: record.value.length }
      : false,
);
