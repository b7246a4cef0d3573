import { http, HttpResponse } from 'msw';
import { bulkDnsBodySchema } from '../../api/domains/bulk-dns';
import { api, authorize, readJson } from '../context';
import { applyBulkDns, planBulkDns } from '../dns/bulk-apply';
import { invalidBody } from '../dns/invalid-body';
import { startJob } from '../jobs';
import { invalid } from '../problem';
import type { MockState } from '../state';
import type { MockDomain } from './data';

function ownedDomainNamed(state: MockState, name: string): MockDomain | undefined {
  const wanted = name.replace(/\.$/, '');
  return state.domains.domains.find((domain) => !domain.foreign && domain.name === wanted);
}

export const bulkDnsHandlers = [
  http.post(api('/api/v2/domains/bulk/dns'), async ({ request }) => {
    const { state } = authorize(request, ['write:dns']);
    const instance = new URL(request.url).pathname;
    const parsed = bulkDnsBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return invalidBody(instance, parsed.error);
    const body = parsed.data;
    const domains = body.domainNames.map((name) => ownedDomainNamed(state, name));
    // Assumed status: the spec says the batch is rejected with pointers but not with which status.
    const unowned = body.domainNames.flatMap((name, index) =>
      domains[index]
        ? []
        : [
            {
              pointer: `/domainNames/${index}`,
              detail: `${name} is not a domain on this account.`,
              code: 'domain_not_owned',
            },
          ],
    );
    if (unowned.length > 0)
      return invalid(
        instance,
        unowned,
        'Some domains are not on this account, so nothing was queued.',
      );
    const plan = planBulkDns(
      state,
      body,
      domains.filter((domain) => domain !== undefined),
    );
    const operation = startJob(state, {
      idPrefix: 'dbj',
      result: { skipped: plan.skipped },
      onComplete: (current) => applyBulkDns(current, body, plan.zoneIds),
    });
    return HttpResponse.json(
      { operation, action: body.action, domainsQueued: body.domainNames.length },
      { status: 202 },
    );
  }),
];
