/**
 * IP addresses and CIDR ranges: the one parser for record values, nameserver glue and the CDN's
 * allowlists. Strict on purpose: text another system would read differently from the person who
 * typed it (an octet of 256, a leading zero that some parsers take as octal, a zone index, a
 * bracketed or padded address) is refused, not guessed. IPv6 takes the RFC 4291 text forms:
 * full, `::`-compressed (at least one zero group) and with a dotted IPv4 tail (v4-mapped).
 */

export interface ParsedIp {
  version: 4 | 6;
  /** 4 bytes for IPv4, 16 for IPv6. */
  bytes: number[];
  /** Prefix length of a CIDR range; null for a single address. */
  prefix: number | null;
  /** One spelling per value (RFC 5952 for IPv6), so duplicates are found however they were typed. */
  canonical: string;
}

const DECIMAL = /^(0|[1-9][0-9]*)$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

function parseIpv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!DECIMAL.test(part) || part.length > 3) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function groupsToBytes(groups: number[]): number[] {
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

function parseHexGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  for (const part of text.split(':')) {
    if (!HEX_GROUP.test(part)) return null;
    groups.push(parseInt(part, 16));
  }
  return groups;
}

/** The 16-bit groups of one side of `::`, allowing a dotted IPv4 tail on the right-hand side. */
function parseSide(text: string, allowIpv4Tail: boolean): number[] | null {
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (allowIpv4Tail && tail.includes('.')) {
    const ipv4 = parseIpv4Bytes(tail);
    // A colon with no group before it (`:::1.2.3.4`) is not a side of `::`.
    if (!ipv4 || lastColon === 0) return null;
    const head = lastColon === -1 ? [] : parseHexGroups(text.slice(0, lastColon));
    if (!head) return null;
    const [a = 0, b = 0, c = 0, d = 0] = ipv4;
    return [...head, (a << 8) | b, (c << 8) | d];
  }
  return parseHexGroups(text);
}

function parseIpv6Bytes(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  if (halves.length === 1) {
    const groups = parseSide(text, true);
    return groups && groups.length === 8 ? groupsToBytes(groups) : null;
  }
  const [leftText = '', rightText = ''] = halves;
  const left = parseSide(leftText, false);
  const right = parseSide(rightText, true);
  if (!left || !right) return null;
  // `::` stands for at least one zero group.
  const missing = 8 - left.length - right.length;
  if (missing < 1) return null;
  return groupsToBytes([...left, ...Array<number>(missing).fill(0), ...right]);
}

function formatIpv6(bytes: number[]): string {
  const groups: number[] = [];
  for (let index = 0; index < 16; index += 2)
    groups.push(((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0));
  // RFC 5952: compress the longest run of two or more zero groups, the first one on a tie.
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < 8;) {
    if (groups[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestLength < 2) return hex.join(':');
  const left = hex.slice(0, bestStart).join(':');
  const right = hex.slice(bestStart + bestLength).join(':');
  return `${left}::${right}`;
}

function parseAddress(text: string): { version: 4 | 6; bytes: number[] } | null {
  if (text.includes(':')) {
    const bytes = parseIpv6Bytes(text);
    return bytes ? { version: 6, bytes } : null;
  }
  const bytes = parseIpv4Bytes(text);
  return bytes ? { version: 4, bytes } : null;
}

/** An address (`192.0.2.7`, `2001:db8::1`) or a CIDR range (`192.0.2.0/24`, `2001:db8::/32`). */
export function parseIpOrCidr(input: string): ParsedIp | null {
  const slash = input.indexOf('/');
  const addressText = slash === -1 ? input : input.slice(0, slash);
  const address = parseAddress(addressText);
  if (!address) return null;
  let prefix: number | null = null;
  if (slash !== -1) {
    const prefixText = input.slice(slash + 1);
    if (!DECIMAL.test(prefixText)) return null;
    prefix = Number(prefixText);
    if (prefix > (address.version === 4 ? 32 : 128)) return null;
  }
  const base = address.version === 4 ? address.bytes.join('.') : formatIpv6(address.bytes);
  return { ...address, prefix, canonical: prefix === null ? base : `${base}/${prefix}` };
}

export function isIpOrCidr(input: string): boolean {
  return parseIpOrCidr(input) !== null;
}

/** Dotted decimal: four octets 0–255, no leading zeros. */
export function isIpv4(text: string): boolean {
  return !text.includes(':') && parseIpv4Bytes(text) !== null;
}

export function isIpv6(text: string): boolean {
  return text.includes(':') && parseIpv6Bytes(text) !== null;
}

/** A single address of either family (no prefix). */
export function isIpAddress(text: string): boolean {
  return isIpv4(text) || isIpv6(text);
}
