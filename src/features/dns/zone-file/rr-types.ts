/**
 * Every record type mnemonic IANA has assigned for data (the DNS Parameters registry, without
 * the query-only types), for telling a real type the API does not hold from a word that is no
 * type at all. RFC 3597's `TYPE123` names any type by number.
 */
const assigned = new Set(
  [
    'A NS MD MF CNAME SOA MB MG MR NULL WKS PTR HINFO MINFO MX TXT RP AFSDB X25 ISDN RT NSAP',
    'NSAP-PTR SIG KEY PX GPOS AAAA LOC NXT EID NIMLOC SRV ATMA NAPTR KX CERT A6 DNAME SINK APL',
    'DS SSHFP IPSECKEY RRSIG NSEC DNSKEY DHCID NSEC3 NSEC3PARAM TLSA SMIMEA HIP NINFO RKEY',
    'TALINK CDS CDNSKEY OPENPGPKEY CSYNC ZONEMD SVCB HTTPS DSYNC HHIT BRID SPF UINFO UID GID',
    'UNSPEC NID L32 L64 LP EUI48 EUI64 URI CAA AVC DOA AMTRELAY RESINFO WALLET CLA IPN TA DLV',
  ]
    .join(' ')
    .split(' '),
);

/** Whether `text` (upper case) names a DNS record type. */
export const isRecordTypeName = (text: string): boolean =>
  assigned.has(text) || /^TYPE\d{1,5}$/.test(text);
