import { http, HttpResponse } from 'msw';
import type { Domain } from '../../api/domains';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { notFound } from '../problem';
import type { MockState } from '../state';
import type { MockDomain } from './data';

export function findDomain(state: MockState, id: string | readonly string[] | undefined): MockDomain | undefined {
  return state.domains.domains.find((domain) => domain.id === id && !domain.foreign);
}

/** The resource as the API returns it, with gates computed from the current state. */
export function presentDomain(domain: MockDomain): Domain {
  const { foreign: _foreign, ...fields } = domain;
  const locked = domain.registryLock;
  return {
    ...fields,
    actions: {
      canChangeNameservers: locked
        ? { allowed: false, reason: 'Registry lock is on. Remove the registry lock before changing nameservers.', code: 'registry_lock_unlock_required' }
        : domain.status === 'active'
          ? { allowed: true, reason: null }
          : { allowed: false, reason: 'Only active domains can change nameservers.', code: 'domain_not_active' },
      canRespondToRenewal: domain.pendingRenewalOrder
        ? { allowed: true, reason: null }
        : { allowed: false, reason: 'There is no pending renewal.', code: 'no_pending_renewal' },
      canManageDnssec: { allowed: domain.status === 'active', reason: domain.status === 'active' ? null : 'Only active domains can manage DNSSEC.' },
    },
  };
}

export const domainsHandlers = [
  http.get(api('/api/v2/domains'), ({ request }) => {
    const { state } = authorize(request, ['read:domains']);
    return paged(state.domains.domains.filter((domain) => !domain.foreign).map(presentDomain), request);
  }),
  http.get(api('/api/v2/domains/:id'), ({ request, params }) => {
    const { state } = authorize(request, ['read:domains']);
    const domain = findDomain(state, params.id);
    if (!domain) return notFound(new URL(request.url).pathname);
    return HttpResponse.json(presentDomain(domain));
  }),
];
