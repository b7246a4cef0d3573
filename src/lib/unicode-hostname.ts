/*
 * Punycode decoding (RFC 3492) for showing a name as people write it. Browsers encode to
 * punycode (the URL parser) but offer nothing to decode, and the API gives DNS zones only their
 * ASCII name, so the panel decodes what it shows. Anything that does not decode cleanly is
 * shown as it came.
 */

const base = 36;
const tMin = 1;
const tMax = 26;
const skew = 38;
const damp = 700;
const initialBias = 72;
const initialN = 128;
const maxCodePoint = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / damp) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((base - tMin) * tMax) >> 1) {
    scaled = Math.floor(scaled / (base - tMin));
    k += base;
  }
  return k + Math.floor(((base - tMin + 1) * scaled) / (scaled + skew));
}

/** 0–25 for a–z (either case), 26–35 for 0–9, `base` for anything else. */
function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 22;
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 97;
  return base;
}

/** The Unicode form of a punycode label (without `xn--`), or null when it is not valid. */
export function decodePunycodeLabel(input: string): string | null {
  const output: number[] = [];
  const delimiter = input.lastIndexOf('-');
  for (let index = 0; index < Math.max(delimiter, 0); index += 1) {
    const code = input.charCodeAt(index);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = initialN;
  let bias = initialBias;
  let i = 0;
  let index = delimiter > 0 ? delimiter + 1 : 0;
  while (index < input.length) {
    const before = i;
    let weight = 1;
    for (let k = base; ; k += base) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index));
      index += 1;
      if (digit >= base) return null;
      i += digit * weight;
      if (i > Number.MAX_SAFE_INTEGER / base) return null;
      const threshold = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
      if (digit < threshold) break;
      weight *= base - threshold;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > maxCodePoint) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** `xn--malm-cykel-hcb.se` → `malmö-cykel.se`; labels that are not punycode stay as they are. */
export function unicodeHostname(name: string): string {
  return name
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      const decoded = decodePunycodeLabel(label.slice(4).toLowerCase());
      // A label that decodes to plain ASCII was not a real IDN: show it as written.
      return decoded && /[^ -~]/.test(decoded) ? decoded : label;
    })
    .join('.');
}
