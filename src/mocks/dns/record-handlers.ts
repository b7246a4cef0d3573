import { http, HttpResponse } from 'msw';
import { dnsRecordProxyInputSchema } from '../../api/dns/dns';
import {
  isBlockedByEmailForwarding,
  proxyBlock,
  type ProxyBlock,
} from '../../api/dns/record-gates';
import { recordInputSchema, type DnsRecordInput } from '../../api/dns/record-input';
import { api, authorize, readJson } from '../context';
import { paged } from '../paging';
import { notFound, problem } from '../problem';
import type { MockState } from '../state';
import type { MockDnsRecord, MockDnsZone } from './data';
import { invalidBody } from './invalid-body';
import { presentRecord } from './present';
import { addRecord, findRecord, findZone, removeRecord, replaceRecord } from './zone-records';

const RECORDS = '/api/v2/dns-zones/:id/records';
const RECORD = '/api/v2/dns-zones/:id/records/:recordId';

type Params = { id?: string | readonly string[]; recordId?: string | readonly string[] };

/** The zone, or (thrown) 404 `dns_zone_not_found`: a missing and a foreign zone look the same. */
function requireZone(state: MockState, request: Request, params: Params): MockDnsZone {
  const zone = findZone(state, params.id);
  if (!zone)
    throw notFound(
      new URL(request.url).pathname,
      'dns_zone_not_found',
      'The DNS zone does not exist or is not yours.',
    );
  return zone;
}

function requireRecord(zone: MockDnsZone, request: Request, params: Params): MockDnsRecord {
  const record = findRecord(zone, params.recordId);
  if (!record)
    throw notFound(
      new URL(request.url).pathname,
      'dns_record_not_found',
      'The DNS record does not exist (it may already be deleted).',
    );
  return record;
}

/** The validated record body for this zone, or (thrown) 400 / 409 as the service answers. */
async function requireRecordInput(zone: MockDnsZone, request: Request): Promise<DnsRecordInput> {
  const instance = new URL(request.url).pathname;
  const parsed = recordInputSchema(zone.name).safeParse(await readJson(request));
  if (!parsed.success) throw invalidBody(instance, parsed.error);
  if (isBlockedByEmailForwarding(parsed.data, zone)) {
    throw problem({
      status: 409,
      code: 'mx_record_blocked_email_forwarding',
      detail:
        'Email forwarding is on for this zone, so its root MX records belong to the forwarding service. Turn email forwarding off to use your own mail server.',
      instance,
    });
  }
  return parsed.data;
}

const proxyRefusals: Record<ProxyBlock, string> = {
  dns_zone_not_on_cdn: 'This zone is not on the CDN, so none of its records can be proxied.',
  dns_record_not_proxiable: 'Only A, AAAA and CNAME records can be proxied through the CDN.',
};

export const dnsRecordHandlers = [
  http.get(api(RECORDS), ({ request, params }) => {
    const { state } = authorize(request, ['read:dns']);
    const zone = requireZone(state, request, params);
    return paged(
      zone.records.map((record) => presentRecord(zone, record)),
      request,
    );
  }),
  http.post(api(RECORDS), async ({ request, params }) => {
    const { state } = authorize(request, ['write:dns']);
    const zone = requireZone(state, request, params);
    const record = addRecord(state, zone, await requireRecordInput(zone, request));
    return HttpResponse.json(presentRecord(zone, record), { status: 201 });
  }),
  http.put(api(RECORD), async ({ request, params }) => {
    const { state } = authorize(request, ['write:dns']);
    const zone = requireZone(state, request, params);
    const record = requireRecord(zone, request, params);
    const next = replaceRecord(zone, record, await requireRecordInput(zone, request));
    return HttpResponse.json(presentRecord(zone, next));
  }),
  http.patch(api(RECORD), async ({ request, params }) => {
    const { state } = authorize(request, ['write:dns']);
    const zone = requireZone(state, request, params);
    const record = requireRecord(zone, request, params);
    const instance = new URL(request.url).pathname;
    const parsed = dnsRecordProxyInputSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalidBody(instance, parsed.error);
    // Switching proxying off is always possible; only switching it on needs a CDN zone and type.
    const block = parsed.data.proxied ? proxyBlock(record, zone) : null;
    if (block) return problem({ status: 409, code: block, detail: proxyRefusals[block], instance });
    record.proxied = parsed.data.proxied;
    return HttpResponse.json(presentRecord(zone, record));
  }),
  http.delete(api(RECORD), ({ request, params }) => {
    const { state } = authorize(request, ['write:dns']);
    const zone = requireZone(state, request, params);
    removeRecord(zone, requireRecord(zone, request, params).id);
    return new HttpResponse(null, { status: 204 });
  }),
];
