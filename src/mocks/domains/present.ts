import type { ActionGate } from '../../api/core/common';
import type { Domain } from '../../api/domains/domains';
import { closedGate, openGate } from '../gates';
import { isJobRunning } from '../jobs';
import { notFound, problem } from '../problem';
import type { MockState } from '../state';
import type { MockDomain } from './data';

export function findDomain(
  state: MockState,
  id: string | readonly string[] | undefined,
): MockDomain | undefined {
  return state.domains.domains.find((domain) => domain.id === id && !domain.foreign);
}

function addYears(timestamp: string, years: number): string {
  const date = new Date(timestamp);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

/**
 * A renewal order lives until its invoice is paid (the billing area's pay action); from then the
 * order is fulfilled and the registration runs `period` years longer.
 */
function settlePaidRenewal(state: MockState, domain: MockDomain): void {
  const order = domain.pendingRenewalOrder;
  if (!order?.invoiceId) return;
  const invoice = state.billing.invoices.find((candidate) => candidate.id === order.invoiceId);
  if (invoice?.status !== 'paid') return;
  domain.pendingRenewalOrder = null;
  if (domain.expiresAt) domain.expiresAt = addYears(domain.expiresAt, order.period);
}

/** The caller's domain with its renewal brought up to date, or a 404 answer thrown. */
export function requireDomain(
  state: MockState,
  request: Request,
  id: string | readonly string[] | undefined,
): MockDomain {
  const domain = findDomain(state, id);
  if (!domain) throw notFound(new URL(request.url).pathname);
  settlePaidRenewal(state, domain);
  return domain;
}

export function ownDomains(state: MockState): MockDomain[] {
  const domains = state.domains.domains.filter((domain) => !domain.foreign);
  for (const domain of domains) settlePaidRenewal(state, domain);
  return domains;
}

export function nameserverGate(state: MockState, domain: MockDomain): ActionGate {
  if (domain.registryLock) {
    return closedGate(
      'registry_lock_unlock_required',
      'Registry lock is on. Remove the registry lock before changing nameservers.',
    );
  }
  if (isJobRunning(state, domain.nameserverJobId)) {
    return closedGate('operation_in_progress', 'A nameserver change is already in progress.');
  }
  if (domain.status !== 'active') {
    return closedGate('domain_not_active', 'Only active domains can change nameservers.');
  }
  return openGate;
}

export function dnssecGate(domain: MockDomain): ActionGate {
  return domain.status === 'active'
    ? openGate
    : closedGate('domain_not_active', 'Only active domains can manage DNSSEC.');
}

export function renewalGate(domain: MockDomain): ActionGate {
  return domain.pendingRenewalOrder
    ? openGate
    : closedGate('no_pending_renewal', 'There is no pending renewal.');
}

/** The resource as the API returns it, with gates computed from the current state. */
export function presentDomain(state: MockState, domain: MockDomain): Domain {
  return {
    id: domain.id,
    name: domain.name,
    unicodeName: domain.unicodeName,
    status: domain.status,
    expiresAt: domain.expiresAt,
    autoRenew: domain.autoRenew,
    registryLock: domain.registryLock,
    dnsZoneId: domain.dnsZoneId,
    cdnZoneId: domain.cdnZoneId,
    pendingRenewalOrder: domain.pendingRenewalOrder,
    actions: {
      canChangeNameservers: nameserverGate(state, domain),
      canRespondToRenewal: renewalGate(domain),
      canManageDnssec: dnssecGate(domain),
    },
  };
}

/** A 409 whose recovery field is the gate that refused the action. */
export function blocked(request: Request, gateName: string, gate: ActionGate) {
  return problem({
    status: 409,
    code: gate.code ?? 'action_not_allowed',
    detail: gate.reason ?? 'This action is not allowed right now.',
    instance: new URL(request.url).pathname,
    extra: { actions: { [gateName]: { allowed: gate.allowed, reason: gate.reason ?? null } } },
  });
}
