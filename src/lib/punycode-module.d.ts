// punycode.js ships no types; the two functions the panel uses, as its README documents them.
declare module 'punycode/punycode.es6.js' {
  /** The Unicode text of a label's punycode part (without `xn--`); throws on invalid input. */
  export function decode(input: string): string;
  /** A domain name with each non-ASCII label as `xn--` punycode. */
  export function toASCII(input: string): string;
}
