/**
 * DNSSEC algorithm and DS digest numbers as RFC 8624 lists them, with its signing advice, so the
 * panel can show a name instead of a number and point out what should be replaced.
 */
export type SigningAdvice = 'must' | 'recommended' | 'may' | 'not_recommended' | 'must_not';

export interface DnssecNumberInfo {
  number: number;
  mnemonic: string;
  signing: SigningAdvice;
}

const algorithms: readonly DnssecNumberInfo[] = [
  { number: 1, mnemonic: 'RSAMD5', signing: 'must_not' },
  { number: 3, mnemonic: 'DSA', signing: 'must_not' },
  { number: 5, mnemonic: 'RSASHA1', signing: 'not_recommended' },
  { number: 6, mnemonic: 'DSA-NSEC3-SHA1', signing: 'must_not' },
  { number: 7, mnemonic: 'RSASHA1-NSEC3-SHA1', signing: 'not_recommended' },
  { number: 8, mnemonic: 'RSASHA256', signing: 'must' },
  { number: 10, mnemonic: 'RSASHA512', signing: 'not_recommended' },
  { number: 12, mnemonic: 'ECC-GOST', signing: 'must_not' },
  { number: 13, mnemonic: 'ECDSAP256SHA256', signing: 'must' },
  { number: 14, mnemonic: 'ECDSAP384SHA384', signing: 'may' },
  { number: 15, mnemonic: 'ED25519', signing: 'recommended' },
  { number: 16, mnemonic: 'ED448', signing: 'may' },
];

// For DS records RFC 8624 speaks of "DS generation" rather than signing; the scale is the same.
const digestTypes: readonly DnssecNumberInfo[] = [
  { number: 0, mnemonic: 'NULL', signing: 'must_not' },
  { number: 1, mnemonic: 'SHA-1', signing: 'must_not' },
  { number: 2, mnemonic: 'SHA-256', signing: 'must' },
  { number: 3, mnemonic: 'GOST R 34.11-94', signing: 'must_not' },
  { number: 4, mnemonic: 'SHA-384', signing: 'may' },
];

const byNumber = (table: readonly DnssecNumberInfo[]) =>
  new Map(table.map((entry) => [entry.number, entry]));
const algorithmTable = byNumber(algorithms);
const digestTable = byNumber(digestTypes);

/** null for a number RFC 8624 does not list (unassigned, private or newer than the table). */
export function dnssecAlgorithm(number: number): DnssecNumberInfo | null {
  return algorithmTable.get(number) ?? null;
}

export function dsDigestType(number: number): DnssecNumberInfo | null {
  return digestTable.get(number) ?? null;
}

/** Whether RFC 8624 advises against creating new records with it. */
export function isDiscouraged(info: DnssecNumberInfo | null): boolean {
  return info?.signing === 'not_recommended' || info?.signing === 'must_not';
}

/** DNSKEY flags: 257 is a key-signing key (SEP bit), 256 a zone-signing key. */
export function keyRole(flags: number): 'ksk' | 'zsk' | 'other' {
  if (flags === 257) return 'ksk';
  if (flags === 256) return 'zsk';
  return 'other';
}
