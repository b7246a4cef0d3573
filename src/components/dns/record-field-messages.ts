import type { DnsRecordType } from '../../api/dns/record-types';

/** Labels and per-type hints of the record inputs. Same shape as `defineMessages`. */
const en = {
  type: 'Type',
  name: 'Name',
  nameHint: 'Relative to {zone}: for example www, or @ for {zone} itself.',
  nameHintBulk: 'Relative to each domain: for example www, or @ for the domain itself.',
  value: 'Value',
  ttl: 'TTL (seconds)',
  ttlHint: 'At least 60. Leave empty for the default.',
  priority: 'Priority',
  priorityHint: 'Lower numbers are tried first (0–65535).',
  weight: 'Weight',
  weightHint: 'Shares traffic between targets of equal priority (0–65535).',
  port: 'Port',
  portHint: 'The port the service listens on (1–65535).',
  hint_A: 'An IPv4 address, for example 203.0.113.10.',
  hint_AAAA: 'An IPv6 address, for example 2001:db8::1.',
  hint_CNAME:
    'The host name this name is an alias for, for example shop.example.net. @ means the zone itself.',
  hint_ALIAS: 'A host name to follow, also allowed at the root, for example lb.example.net.',
  hint_MX: 'The mail server’s host name, for example mx1.example.net.',
  hint_TXT: 'The text without surrounding quotes. Long values can be entered in one piece.',
  hint_SPF: 'The policy, starting with v=spf1, without surrounding quotes.',
  hint_SRV: 'The target host, for example sip.example.net, or . when the service is not offered.',
  hint_CAA: 'flags tag "value", for example 0 issue "letsencrypt.org".',
  hint_NS: 'A nameserver for the delegated subdomain, for example ns1.example.net.',
  hint_TLSA: 'usage selector matching-type data, for example 3 1 1 and a SHA-256 digest in hex.',
  typeHint: 'A for an IPv4 address, AAAA for IPv6, CNAME for an alias, MX for mail, TXT for text.',
} as const;

type Key = keyof typeof en;

const sv: { [K in Key]: string } = {
  type: 'Typ',
  name: 'Namn',
  nameHint: 'Relativt {zone}: till exempel www, eller @ för {zone} självt.',
  nameHintBulk: 'Relativt varje domän: till exempel www, eller @ för domänen själv.',
  value: 'Värde',
  ttl: 'TTL (sekunder)',
  ttlHint: 'Minst 60. Lämna tomt för standardvärdet.',
  priority: 'Prioritet',
  priorityHint: 'Lägre tal provas först (0–65535).',
  weight: 'Vikt',
  weightHint: 'Fördelar trafik mellan mål med samma prioritet (0–65535).',
  port: 'Port',
  portHint: 'Porten som tjänsten lyssnar på (1–65535).',
  hint_A: 'En IPv4-adress, till exempel 203.0.113.10.',
  hint_AAAA: 'En IPv6-adress, till exempel 2001:db8::1.',
  hint_CNAME:
    'Värdnamnet som namnet är ett alias för, till exempel shop.example.net. @ betyder zonen själv.',
  hint_ALIAS: 'Ett värdnamn att följa, tillåtet även i roten, till exempel lb.example.net.',
  hint_MX: 'E-postserverns värdnamn, till exempel mx1.example.net.',
  hint_TXT: 'Texten utan citattecken runt om. Långa värden kan anges i ett stycke.',
  hint_SPF: 'Policyn, som börjar med v=spf1, utan citattecken runt om.',
  hint_SRV: 'Målvärden, till exempel sip.example.net, eller . när tjänsten inte erbjuds.',
  hint_CAA: 'flaggor tagg "värde", till exempel 0 issue "letsencrypt.org".',
  hint_NS: 'En namnserver för den delegerade underdomänen, till exempel ns1.example.net.',
  hint_TLSA:
    'användning väljare matchningstyp data, till exempel 3 1 1 och en SHA-256-kontrollsumma i hex.',
  typeHint:
    'A för en IPv4-adress, AAAA för IPv6, CNAME för ett alias, MX för e-post, TXT för text.',
};

export const dnsRecordFieldMessages = { en, sv };

export const valueHintKey = (type: DnsRecordType) => `hint_${type}` as const;
