import type { DnsRuleKey } from '../../api/dns/rule-keys';

/**
 * Texts for the record rules' message keys. The zone editor and the bulk editor live in two
 * features that may not import each other, so the catalog sits in components. Same shape as
 * `defineMessages`: both languages have exactly the keys the schemas report.
 */
const en = {
  typeRequired: 'Choose a record type.',
  valueRequired: 'Enter a value.',
  wholeNumber: 'Enter a whole number.',
  ttlMin: 'Use at least 60 seconds.',
  ttlMax: 'Use at most 2147483647 seconds.',
  numberRange: 'Use a number from 0 to 65535.',
  portRange: 'Use a port from 1 to 65535.',
  fieldRequired: 'Required for this record type.',
  fieldNotUsed: 'This record type does not use this field; leave it empty.',
  nameSyntax:
    'Use letters a–z, digits, hyphens and underscores, with dots between labels (for example www or _dmarc).',
  nameLabelTooLong: 'Each label (the part between dots) can be at most 63 characters long.',
  nameAbsolute: 'Enter the name relative to the zone, without a trailing dot.',
  nameIncludesZone: 'Leave out the domain name: enter only the part before it, or @ for the root.',
  nameTooLong: 'With the domain name added, the full name would be longer than 253 characters.',
  nameCnameAtRoot: 'A CNAME cannot be at the zone root (@); use an ALIAS record there.',
  nameNsAtRoot:
    "NS records here delegate a subdomain. To change the domain's own nameservers, use its nameserver settings.",
  nameSrv: 'SRV names look like _service._protocol, for example _sip._tcp.',
  nameTlsa: 'TLSA names look like _port._protocol, for example _443._tcp.',
  valueIpv4: 'Enter an IPv4 address such as 203.0.113.10.',
  valueIpv6: 'Enter an IPv6 address such as 2001:db8::1.',
  valueHostname: 'Enter a host name such as mail.example.com.',
  valueTargetIsIp: 'This record points at a host name, not an IP address.',
  valueNumbers: 'Enter only the target host; priority, weight and port have their own fields.',
  valueLineBreak: 'Enter the value on one line.',
  valueQuoted:
    'Enter the text without surrounding quotes. The server adds the quoting and splits long values into 255-character strings itself.',
  valueSpfPrefix: 'An SPF value starts with v=spf1.',
  valueCaa: 'Use the form flags tag "value", for example 0 issue "letsencrypt.org".',
  valueTlsa:
    'Use the form usage selector matching-type data, for example 3 1 1 followed by a SHA-256 digest in hex (64 digits).',
  bulkAction: 'Choose add, update or delete.',
  deleteType: 'Choose what to delete.',
  domainName: 'Enter a domain name such as example.com (in punycode, not a domain ID).',
  domainDuplicate: 'This domain is listed twice.',
  domainsRequired: 'Choose at least one domain.',
  recordsRequired: 'Add at least one record.',
  conflictCnameBeside:
    'Another record already has this name. A CNAME must be the only record of its name (RFC 1034); choose another name or remove the other records first.',
  conflictBesideCname:
    'This name is a CNAME. A CNAME must be the only record of its name (RFC 1034); add this record to the CNAME target instead, or remove the CNAME first.',
  duplicateRecord: 'The zone already has this exact record.',
  targetIsCname:
    'This target is a CNAME in this zone. MX and NS records must point at a name with its own A or AAAA records (RFC 2181); some mail servers will refuse it.',
} as const satisfies { [K in DnsRuleKey]: string };

const sv: { [K in DnsRuleKey]: string } = {
  typeRequired: 'Välj en posttyp.',
  valueRequired: 'Ange ett värde.',
  wholeNumber: 'Ange ett heltal.',
  ttlMin: 'Använd minst 60 sekunder.',
  ttlMax: 'Använd högst 2147483647 sekunder.',
  numberRange: 'Använd ett tal från 0 till 65535.',
  portRange: 'Använd en port från 1 till 65535.',
  fieldRequired: 'Krävs för den här posttypen.',
  fieldNotUsed: 'Den här posttypen använder inte fältet; lämna det tomt.',
  nameSyntax:
    'Använd bokstäverna a–z, siffror, bindestreck och understreck, med punkter mellan leden (till exempel www eller _dmarc).',
  nameLabelTooLong: 'Varje led (delen mellan punkterna) får vara högst 63 tecken långt.',
  nameAbsolute: 'Ange namnet relativt zonen, utan avslutande punkt.',
  nameIncludesZone: 'Utelämna domännamnet: ange bara delen före det, eller @ för zonens rot.',
  nameTooLong: 'Med domännamnet tillagt skulle hela namnet bli längre än 253 tecken.',
  nameCnameAtRoot: 'En CNAME-post kan inte ligga i zonens rot (@); använd en ALIAS-post där.',
  nameNsAtRoot:
    'NS-poster här delegerar en underdomän. Domänens egna namnservrar ändrar du i dess namnserverinställningar.',
  nameSrv: 'SRV-namn ser ut som _tjänst._protokoll, till exempel _sip._tcp.',
  nameTlsa: 'TLSA-namn ser ut som _port._protokoll, till exempel _443._tcp.',
  valueIpv4: 'Ange en IPv4-adress, till exempel 203.0.113.10.',
  valueIpv6: 'Ange en IPv6-adress, till exempel 2001:db8::1.',
  valueHostname: 'Ange ett värdnamn, till exempel mail.example.com.',
  valueTargetIsIp: 'Posten pekar på ett värdnamn, inte på en IP-adress.',
  valueNumbers: 'Ange bara målet (värdnamnet); prioritet, vikt och port har egna fält.',
  valueLineBreak: 'Ange värdet på en rad.',
  valueQuoted:
    'Ange texten utan citattecken runt om. Servern lägger till citattecken och delar själv upp långa värden i strängar om 255 tecken.',
  valueSpfPrefix: 'Ett SPF-värde börjar med v=spf1.',
  valueCaa: 'Använd formen flaggor tagg "värde", till exempel 0 issue "letsencrypt.org".',
  valueTlsa:
    'Använd formen användning väljare matchningstyp data, till exempel 3 1 1 följt av en SHA-256-kontrollsumma i hex (64 tecken).',
  bulkAction: 'Välj lägg till, uppdatera eller ta bort.',
  deleteType: 'Välj vad som ska tas bort.',
  domainName: 'Ange ett domännamn som example.com (i punycode, inte ett domän-ID).',
  domainDuplicate: 'Domänen finns med två gånger.',
  domainsRequired: 'Välj minst en domän.',
  recordsRequired: 'Lägg till minst en post.',
  conflictCnameBeside:
    'En annan post har redan det här namnet. En CNAME-post måste vara ensam om sitt namn (RFC 1034); välj ett annat namn eller ta bort de andra posterna först.',
  conflictBesideCname:
    'Namnet är en CNAME-post. En CNAME-post måste vara ensam om sitt namn (RFC 1034); lägg posten på CNAME-postens mål i stället, eller ta bort CNAME-posten först.',
  duplicateRecord: 'Zonen har redan exakt den här posten.',
  targetIsCname:
    'Målet är en CNAME-post i den här zonen. MX- och NS-poster ska peka på ett namn med egna A- eller AAAA-poster (RFC 2181); vissa e-postservrar vägrar annars.',
};

export const dnsRuleMessages = { en, sv };
