import { asciiHostname } from '../../api/core/hostname';
import type { MockHostingAccount } from './data';

/** The account's main, addon, parked or sub domain that `name` names, Unicode or punycode. */
export function hostedDomain(account: MockHostingAccount, name: string) {
  const ascii = asciiHostname(name);
  if (ascii === null) return undefined;
  return account.domains.find((domain) => asciiHostname(domain.name) === ascii);
}
