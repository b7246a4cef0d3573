import { decode, toASCII } from 'punycode/punycode.es6.js';

/*
 * Shows a name as people write it. Browsers encode to punycode (the URL parser) but offer nothing
 * to decode, and the API gives DNS zones only their ASCII name, so the panel decodes what it shows
 * with punycode.js (decision 0016). Anything that does not decode cleanly is shown as it came.
 */

/** The Unicode text of a punycode label's part after `xn--`, or null when it is not valid. */
export function decodePunycodeLabel(input: string): string | null {
  try {
    const decoded = decode(input);
    return decoded === '' ? null : decoded;
  } catch {
    return null;
  }
}

function unicodeLabel(label: string): string {
  if (!label.toLowerCase().startsWith('xn--')) return label;
  const decoded = decodePunycodeLabel(label.slice(4).toLowerCase());
  // Only a label that encodes back to itself is shown decoded (no lookalike from a loose parse).
  if (decoded === null || toASCII(decoded) !== label.toLowerCase()) return label;
  return decoded;
}

export function unicodeHostname(name: string): string {
  return name.split('.').map(unicodeLabel).join('.');
}

/** An address as people write it: chromium's `type=email` field sends an IDN domain as punycode. */
export function unicodeEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1
    ? address
    : `${address.slice(0, at + 1)}${unicodeHostname(address.slice(at + 1))}`;
}
