/** The spec's record types and what each one uses, as plain data the UI and mock share. */

export const dnsRecordTypes = [
  'A',
  'AAAA',
  'CNAME',
  'ALIAS',
  'MX',
  'TXT',
  'SPF',
  'SRV',
  'CAA',
  'NS',
  'TLSA',
] as const;
export type DnsRecordType = (typeof dnsRecordTypes)[number];

export function isDnsRecordType(value: unknown): value is DnsRecordType {
  return typeof value === 'string' && (dnsRecordTypes as readonly string[]).includes(value);
}

export const extraRecordFields = ['priority', 'weight', 'port'] as const;
export type ExtraRecordField = (typeof extraRecordFields)[number];

const fieldsByType: Partial<Record<DnsRecordType, readonly ExtraRecordField[]>> = {
  MX: ['priority'],
  SRV: ['priority', 'weight', 'port'],
};

/**
 * The numeric fields a type uses besides TTL; each listed field is required for that type and
 * every other one must be left out. The record editor shows exactly these inputs.
 */
export function recordFieldsFor(type: DnsRecordType): readonly ExtraRecordField[] {
  return fieldsByType[type] ?? [];
}

/** Types whose traffic the CDN can proxy (HTTP hosts); everything else is DNS-only. */
export const proxiableRecordTypes = [
  'A',
  'AAAA',
  'CNAME',
] as const satisfies readonly DnsRecordType[];

export function isProxiableType(type: string): boolean {
  return (proxiableRecordTypes as readonly string[]).includes(type);
}

/** Types whose value names a host (a target): checked as a hostname, and wrapped after its dots. */
export const hostnameValueTypes = [
  'CNAME',
  'ALIAS',
  'MX',
  'NS',
  'SRV',
] as const satisfies readonly DnsRecordType[];
export type HostnameValueType = (typeof hostnameValueTypes)[number];

export function hasHostnameValue(type: string): type is HostnameValueType {
  return (hostnameValueTypes as readonly string[]).includes(type);
}
