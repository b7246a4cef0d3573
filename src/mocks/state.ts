import { seedBilling, type BillingData } from './billing/data';
import { seedCdn, type CdnData } from './cdn/data';
import { seedDns, type DnsData } from './dns/data';
import { seedDomains, type DomainsData } from './domains/data';
import { seedHosting, type HostingData } from './hosting/data';
import type { MockJob } from './jobs';
import { isLargeAccount } from './large-account';
import { largeAccountBilling } from './large-account-billing';
import { largeAccountDns } from './large-account-dns';
import { largeAccountDomains } from './large-account-domains';
import { largeAccountVps } from './large-account-vps';
import type { ScenarioName } from './scenarios';
import { seedVps, type VpsData } from './vps/data';
import { getOrCreate } from '../lib/get-or-create';

export interface LoggedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface MockState {
  scenario: ScenarioName;
  nextId: number;
  jobs: Map<string, MockJob>;
  /** While true, polls answer `in_progress` without advancing: tests hold a job to look at it. */
  jobsHeld: boolean;
  /** Requests this namespace received, for tests that assert what the server saw. */
  requests: LoggedRequest[];
  /** For the `rate-limited` scenario: when the current limit window ends. */
  rateLimitedUntil: number | null;
  domains: DomainsData;
  dns: DnsData;
  cdn: CdnData;
  vps: VpsData;
  hosting: HostingData;
  billing: BillingData;
}

export function createState(scenario: ScenarioName = 'default'): MockState {
  // The large account is the default one grown by generated items, so it is seeded here, above
  // the areas' seeds it builds on.
  const large = isLargeAccount(scenario);
  return {
    scenario,
    nextId: 0,
    jobs: new Map(),
    jobsHeld: false,
    requests: [],
    rateLimitedUntil: null,
    domains: large ? largeAccountDomains() : seedDomains(scenario),
    dns: large ? largeAccountDns() : seedDns(scenario),
    cdn: seedCdn(scenario),
    vps: large ? largeAccountVps() : seedVps(scenario),
    hosting: seedHosting(scenario),
    billing: large ? largeAccountBilling() : seedBilling(scenario),
  };
}

const states = new Map<string, MockState>();
let defaultScenario: ScenarioName = 'default';

export function stateFor(namespace: string): MockState {
  return getOrCreate(states, namespace, () => createState(defaultScenario));
}

/** Throws away every namespace's state; the next request seeds afresh. */
export function resetMockState(scenario: ScenarioName = 'default'): void {
  states.clear();
  defaultScenario = scenario;
}

export function resetNamespace(namespace: string, scenario: ScenarioName = 'default'): MockState {
  const state = createState(scenario);
  states.set(namespace, state);
  return state;
}

export function peekState(namespace: string): MockState | undefined {
  return states.get(namespace);
}
