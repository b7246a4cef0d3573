import { http, HttpResponse } from 'msw';
import {
  entriesFromBody,
  isInBailiwick,
  isSameNameserverSet,
} from '../../api/domains/nameserver-rules';
import { normalizeHostname } from '../../api/core/hostname';
import {
  nameserverUpdateBodyFor,
  serviceStatuses,
  type DomainNameservers,
  type NameserverUpdateResult,
} from '../../api/domains/nameservers';
import { isKnown } from '../../api/core/lenient';
import { api, authorize } from '../context';
import { startJob } from '../jobs';
import type { MockState } from '../state';
import { MANAGED_NAMESERVERS, type MockDomain } from './data';
import { blocked, nameserverGate, requireDomain } from './present';
import { nameserverWording } from './nameserver-details';
import { parseBody } from './validation';

function presentNameservers(state: MockState, domain: MockDomain): DomainNameservers {
  return {
    domainId: domain.id,
    nameservers: [...domain.nameservers],
    nsips: [...domain.nsips],
    managed: isSameNameserverSet(domain.nameservers, MANAGED_NAMESERVERS),
    managedNameservers: [...MANAGED_NAMESERVERS],
    actions: { canChangeNameservers: nameserverGate(state, domain) },
  };
}

function switchToManagedPair(domain: MockDomain): void {
  domain.nameservers = [...MANAGED_NAMESERVERS];
  domain.nsips = MANAGED_NAMESERVERS.map(() => '');
}

export const nameserverHandlers = [
  http.get(api('/api/v2/domains/:id/nameservers'), ({ request, params }) => {
    const { state } = authorize(request, ['read:domains']);
    return HttpResponse.json(presentNameservers(state, requireDomain(state, request, params.id)));
  }),

  http.post(api('/api/v2/domains/:id/nameservers'), async ({ request, params }) => {
    const { state } = authorize(request, ['write:domains']);
    const domain = requireDomain(state, request, params.id);
    const body = await parseBody(request, nameserverUpdateBodyFor(domain.name), nameserverWording);
    const gate = nameserverGate(state, domain);
    if (!gate.allowed) return blocked(request, 'canChangeNameservers', gate);

    // Empty entries are ignored; glue is kept only where the registry uses it (in-bailiwick).
    const entries = entriesFromBody(body.nameservers, body.nsips).filter(
      (entry) => entry.hostname.trim() !== '',
    );
    const nameservers = entries.map((entry) => normalizeHostname(entry.hostname));
    if (isSameNameserverSet(nameservers, MANAGED_NAMESERVERS)) {
      const operation = startJob(state, {
        initialStatus: 'in_progress',
        result: { domainId: domain.id, nameservers: [...MANAGED_NAMESERVERS] },
        onComplete: () => switchToManagedPair(domain),
      });
      domain.nameserverJobId = operation.jobId;
      return HttpResponse.json({ operation }, { status: 202 });
    }
    domain.nameservers = nameservers;
    domain.nsips = entries.map((entry, index) =>
      isInBailiwick(nameservers[index] ?? '', domain.name) ? entry.glue.trim() : '',
    );
    const result: NameserverUpdateResult = {
      updated: true,
      syncTriggered: true,
      serviceStatus: isKnown(serviceStatuses, domain.status) ? domain.status : 'unknown',
    };
    return HttpResponse.json(result);
  }),
];
