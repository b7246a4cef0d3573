import { http, HttpResponse } from 'msw';
import type { DnsZone, DnsZoneDetail } from '../../api/dns';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { notFound } from '../problem';
import type { MockState } from '../state';
import type { MockDnsZone } from './data';

export function findZone(state: MockState, id: string | readonly string[] | undefined): MockDnsZone | undefined {
  return state.dns.zones.find((zone) => zone.id === id && !zone.foreign);
}

export function presentZone(zone: MockDnsZone): DnsZone {
  return { id: zone.id, name: zone.name, domainId: zone.domainId, recordCount: zone.records.length, emailForwarding: zone.emailForwarding, cdnZoneId: zone.cdnZoneId };
}

export function presentZoneDetail(zone: MockDnsZone): DnsZoneDetail {
  return { ...presentZone(zone), records: zone.records };
}

export const dnsHandlers = [
  http.get(api('/api/v2/dns-zones'), ({ request }) => {
    const { state } = authorize(request, ['read:dns']);
    return paged(state.dns.zones.filter((zone) => !zone.foreign).map(presentZone), request);
  }),
  http.get(api('/api/v2/dns-zones/:id'), ({ request, params }) => {
    const { state } = authorize(request, ['read:dns']);
    const zone = findZone(state, params.id);
    if (!zone) return notFound(new URL(request.url).pathname, 'dns_zone_not_found', 'The DNS zone does not exist or is not yours.');
    return HttpResponse.json(presentZoneDetail(zone));
  }),
];
