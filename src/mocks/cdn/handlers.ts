import { http, HttpResponse } from 'msw';
import { cdnZonePatchSchema } from '../../api/cdn/cdn';
import type { SecurityInsights } from '../../api/cdn/security-report';
import { api, authorize, readJson } from '../context';
import { invalid, notFound, problem } from '../problem';
import type { MockState } from '../state';
import { ownedZones, type MockCdnZone } from './data';
import { presentZone, zoneGates } from './present';
import { buildSecurityReport } from './report-builder';
import { pointerErrors } from './validation';
import { applyZonePatch } from './zone-settings';

/** How many GETs see the report still being generated before the refresh completes. */
const GETS_UNTIL_READY = 2;

function findZone(
  state: MockState,
  id: string | readonly string[] | undefined,
): MockCdnZone | undefined {
  return state.cdn.zones.find((zone) => zone.id === id && !zone.foreign);
}

const wantsRecords = (request: Request) =>
  new URL(request.url).searchParams.get('includeRecords') === 'true';
const zoneNotFound = (request: Request) =>
  notFound(
    new URL(request.url).pathname,
    'not_found',
    'The CDN zone does not exist or is not yours.',
  );

/** A stale or first report is being generated; each GET moves it along, so polling ends. */
function readInsights(state: MockState): SecurityInsights {
  const insights = state.cdn.insights;
  if (insights.status === 'stale' || insights.status === 'pending') {
    if (insights.waitingGets >= GETS_UNTIL_READY) {
      insights.status = 'ready';
      insights.refreshPending = false;
      insights.report = buildSecurityReport(ownedZones(state.cdn.zones), 'newer', Date.now());
    } else {
      insights.waitingGets += 1;
    }
  }
  return {
    status: insights.status,
    refreshPending: insights.refreshPending,
    report: insights.report,
  };
}

export const cdnHandlers = [
  http.get(api('/api/v2/cdn/zones/:id'), ({ request, params }) => {
    const { state } = authorize(request, ['read:cdn']);
    const zone = findZone(state, params.id);
    if (!zone) return zoneNotFound(request);
    return HttpResponse.json(presentZone(state, zone, wantsRecords(request)));
  }),

  http.patch(api('/api/v2/cdn/zones/:id'), async ({ request, params }) => {
    const { state } = authorize(request, ['write:cdn', 'write:domains']);
    const instance = new URL(request.url).pathname;
    const zone = findZone(state, params.id);
    if (!zone) return zoneNotFound(request);
    const parsed = cdnZonePatchSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(instance, pointerErrors(parsed.error));
    const patch = parsed.data;
    const proxyGate = zoneGates(zone).canEnableProxy;
    if (patch.proxied === true && !zone.proxied && !proxyGate.allowed) {
      return problem({
        status: 409,
        code: 'proxy_not_allowed',
        detail: proxyGate.reason ?? 'The proxy cannot be turned on for this zone now.',
        instance,
        extra: { actions: { canEnableProxy: proxyGate } },
      });
    }
    applyZonePatch(zone, patch, new Date());
    return HttpResponse.json(presentZone(state, zone, wantsRecords(request)));
  }),

  http.get(api('/api/v2/cdn/security-insights'), ({ request }) => {
    const { state } = authorize(request, ['read:cdn', 'read:domains']);
    return HttpResponse.json(readInsights(state));
  }),
];
