import type { MockHostingAccount } from './data';

/**
 * The ASCII (punycode) form of a domain, so `malmö-cykel.se` and `xn--malm-cykel-hcb.se` compare
 * equal. The WHATWG URL parser applies IDNA the same way in browsers and in Node.
 */
export function asciiDomain(name: string): string | null {
  const trimmed = name.trim().replace(/\.$/, '');
  if (trimmed === '' || /[/?#@:\s]/.test(trimmed)) return null;
  try {
    return new URL(`http://${trimmed}`).hostname;
  } catch {
    return null;
  }
}

/** The account's main, addon, parked or sub domain that `name` names, in either form. */
export function hostedDomain(account: MockHostingAccount, name: string) {
  const ascii = asciiDomain(name);
  if (ascii === null) return undefined;
  return account.domains.find((domain) => asciiDomain(domain.name) === ascii);
}
