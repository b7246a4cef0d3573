import { http, HttpResponse } from 'msw';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { notFound } from '../problem';
import { presentZone, presentZoneDetail } from './present';
import { dnsRecordHandlers } from './record-handlers';
import { findZone } from './zone-records';

export const dnsHandlers = [
  http.get(api('/api/v2/dns-zones'), ({ request }) => {
    const { state } = authorize(request, ['read:dns']);
    return paged(state.dns.zones.filter((zone) => !zone.foreign).map(presentZone), request);
  }),
  http.get(api('/api/v2/dns-zones/:id'), ({ request, params }) => {
    const { state } = authorize(request, ['read:dns']);
    const zone = findZone(state, params.id);
    if (!zone)
      return notFound(
        new URL(request.url).pathname,
        'dns_zone_not_found',
        'The DNS zone does not exist or is not yours.',
      );
    return HttpResponse.json(presentZoneDetail(zone));
  }),
  ...dnsRecordHandlers,
];
