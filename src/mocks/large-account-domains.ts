import { seedDomains, type DomainsData, type MockDomain } from './domains/data';
import { LARGE_ACCOUNT, numbered, spreadDate, topUp } from './large-account';

function generatedDomain(template: MockDomain, number: number): MockDomain {
  const name = `kund-${numbered(number)}.se`;
  return {
    ...template,
    id: `dom_large${numbered(number)}`,
    name,
    unicodeName: name,
    status: number % 97 === 0 ? 'expired' : 'active',
    expiresAt: spreadDate(2027, number),
    autoRenew: number % 3 !== 0,
    registryLock: false,
    dnsZoneId: null,
    cdnZoneId: null,
    pendingRenewalOrder: null,
    dsRecords: [],
    keyRecords: [],
    nameserverJobId: null,
    foreign: false,
  };
}

/** The default domains, then generated ones up to 1,000 of the account's own. */
export function largeAccountDomains(): DomainsData {
  const seeded = seedDomains('default').domains;
  const template = seeded.find((domain) => !domain.foreign && domain.status === 'active');
  if (!template)
    throw new Error('the default seed has no active domain to model generated ones on');
  return {
    domains: topUp(seeded, LARGE_ACCOUNT.domains, (number) => generatedDomain(template, number)),
  };
}
