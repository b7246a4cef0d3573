import { http, HttpResponse } from 'msw';
import type { DomainDnssec } from '../../api/domains/dnssec';
import { api, authorize } from '../context';
import { notFound } from '../problem';
import { blocked, dnssecGate, requireDomain } from './present';

export const dnssecHandlers = [
  http.get(api('/api/v2/domains/:id/dnssec'), ({ request, params }) => {
    const { state } = authorize(request, ['read:domains']);
    const domain = requireDomain(state, request, params.id);
    const body: DomainDnssec = {
      domainId: domain.id,
      dsRecords: domain.dsRecords.map((record) => ({ ...record })),
      keyRecords: domain.keyRecords.map((record) => ({ ...record })),
      actions: { canDelete: dnssecGate(domain) },
    };
    return HttpResponse.json(body);
  }),

  http.delete(api('/api/v2/domains/:id/dnssec/:recordId'), ({ request, params }) => {
    const { state } = authorize(request, ['write:domains']);
    const domain = requireDomain(state, request, params.id);
    const isTarget = (record: { id: string }) => record.id === params.recordId;
    if (!domain.dsRecords.some(isTarget) && !domain.keyRecords.some(isTarget)) {
      return notFound(
        new URL(request.url).pathname,
        'not_found',
        'This domain has no DNSSEC record with that ID.',
      );
    }
    const gate = dnssecGate(domain);
    if (!gate.allowed) return blocked(request, 'canDelete', gate);
    domain.dsRecords = domain.dsRecords.filter((record) => !isTarget(record));
    domain.keyRecords = domain.keyRecords.filter((record) => !isTarget(record));
    return new HttpResponse(null, { status: 204 });
  }),
];
