/**
 * The message keys the record and bulk-DNS request schemas report. The text for each key
 * belongs to the UI (components/dns/rule-messages.ts); the mock answers with the key as `code`.
 */
export const dnsRuleKeys = [
  'typeRequired',
  'valueRequired',
  'wholeNumber',
  'ttlMin',
  'ttlMax',
  'numberRange',
  'portRange',
  'fieldRequired',
  'fieldNotUsed',
  'nameSyntax',
  'nameLabelTooLong',
  'nameAbsolute',
  'nameIncludesZone',
  'nameTooLong',
  'nameCnameAtRoot',
  'nameNsAtRoot',
  'nameSrv',
  'nameTlsa',
  'valueIpv4',
  'valueIpv6',
  'valueHostname',
  'valueTargetIsIp',
  'valueNumbers',
  'valueLineBreak',
  'valueQuoted',
  'valueSpfPrefix',
  'valueCaa',
  'valueTlsa',
  'bulkAction',
  'deleteType',
  'domainName',
  'domainDuplicate',
  'domainsRequired',
  'recordsRequired',
  'conflictCnameBeside',
  'conflictBesideCname',
  'duplicateRecord',
  'targetIsCname',
] as const;

export type DnsRuleKey = (typeof dnsRuleKeys)[number];

const known = new Set<string>(dnsRuleKeys);

/** Marks a schema message as one of the keys above, so a typo is a type error. */
export const ruleKey = (key: DnsRuleKey): DnsRuleKey => key;

export function isDnsRuleKey(message: string): message is DnsRuleKey {
  return known.has(message);
}
