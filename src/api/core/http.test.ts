import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { failure } from '../../test/api';
import { signInAs } from '../../test/session';
import { domainSchema } from '../domains/domains';
import { setDriftReporter } from './drift';
import { request } from './http';
import { pageSchema } from './common';
import { z } from './z';

const anything = z.unknown();

describe('request()', () => {
  it('sends Accept and the bearer key, and Content-Type only with a body', async () => {
    const seen: Headers[] = [];
    mockServer.use(
      http.all('*/api/v2/echo', ({ request: incoming }) => {
        seen.push(incoming.headers);
        return HttpResponse.json({ ok: true });
      }),
    );
    signInAs('owner');
    await request(anything, { path: '/api/v2/echo' });
    await request(anything, { method: 'POST', path: '/api/v2/echo', body: {} });
    expect(seen[0]?.get('accept')).toBe('application/json');
    expect(seen[0]?.get('authorization')).toBe('Bearer demo_owner_key');
    expect(seen[0]?.get('content-type')).toBeNull();
    expect(seen[1]?.get('content-type')).toBe('application/json');
  });

  it('parses a list from the fake and tolerates unknown fields and enum values', async () => {
    signInAs('owner');
    mockServer.use(
      http.get('*/api/v2/domains', () =>
        HttpResponse.json({
          data: [
            {
              id: 'dom_x',
              name: 'x.se',
              status: 'in_transfer',
              expiresAt: null,
              autoRenew: false,
              registryLock: false,
              brandNew: 1,
            },
          ],
          hasMore: false,
          nextCursor: null,
        }),
      ),
    );
    const page = await request(pageSchema(domainSchema), { path: '/api/v2/domains' });
    expect(page.data[0]).toMatchObject({ id: 'dom_x', status: 'in_transfer' });
    expect(page.data[0]).not.toHaveProperty('brandNew');
  });

  it('turns a missing required field into an invalid_response error and one report with paths only', async () => {
    signInAs('owner');
    const reports: unknown[] = [];
    setDriftReporter((report) => reports.push(report));
    mockServer.use(
      http.get('*/api/v2/domains/dom_bad', () =>
        HttpResponse.json({ name: 'secret-value.se', status: 'active' }),
      ),
    );
    const error = await failure(request(domainSchema, { path: '/api/v2/domains/dom_bad' }));
    await failure(request(domainSchema, { path: '/api/v2/domains/dom_bad' }));
    expect(error.kind).toBe('invalid_response');
    expect(error.issuePaths).toContain('id');
    expect(reports).toHaveLength(1);
    expect(JSON.stringify(reports)).not.toContain('secret-value');
  });

  it('refuses changes in a read-only session without sending anything', async () => {
    signInAs('support', { readOnly: true });
    let sent = 0;
    mockServer.use(
      http.post('*/api/v2/echo', () => {
        sent += 1;
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      request(anything, { method: 'POST', path: '/api/v2/echo', body: {} }),
    );
    expect(error.kind).toBe('read_only');
    expect(sent).toBe(0);
  });

  it('reports a network failure as its own kind', async () => {
    signInAs('owner');
    mockServer.use(http.get('*/api/v2/domains', () => HttpResponse.error()));
    expect((await failure(request(anything, { path: '/api/v2/domains' }))).kind).toBe('network');
  });
});

describe('the error matrix against the fake', () => {
  it('401 without a valid key', async () => {
    const error = await failure(request(anything, { path: '/api/v2/domains' }));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', title: 'Unauthorized' });
    expect(error.requestId).toMatch(/^req_/);
  });

  it('403 names the missing scope', async () => {
    signInAs('team');
    const error = await failure(request(anything, { path: '/api/v2/billing/invoices' }));
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
    expect(error.detail).toContain('read:billing');
    expect(error.extensions).toEqual({ missingScopes: ['read:billing'] });
  });

  it('404 for a resource of another account', async () => {
    signInAs('owner');
    const error = await failure(request(anything, { path: '/api/v2/vps/vps_foreign99' }));
    expect(error).toMatchObject({ status: 404, code: 'vps_not_found' });
  });

  it('400 with field pointers', async () => {
    signInAs('owner');
    const error = await failure(
      request(anything, { path: '/api/v2/domains', query: { limit: 500 } }),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error.fieldErrors[0]).toMatchObject({ field: 'limit' });
  });

  it('409 with recovery fields', async () => {
    signInAs('owner');
    mockServer.use(
      http.post('*/api/v2/domains/:id/nameservers', () =>
        problem({
          status: 409,
          code: 'registry_lock_unlock_required',
          detail: 'Registry lock is on.',
          extra: {
            actions: {
              canChangeNameservers: { allowed: false, reason: 'Remove the registry lock first.' },
            },
          },
        }),
      ),
    );
    const error = await failure(
      request(anything, {
        method: 'POST',
        path: '/api/v2/domains/dom_nordic02/nameservers',
        body: { nameservers: ['a.example', 'b.example'] },
      }),
    );
    expect(error.code).toBe('registry_lock_unlock_required');
    expect(error.actions?.canChangeNameservers).toMatchObject({
      allowed: false,
      reason: 'Remove the registry lock first.',
    });
  });

  it('429 with Retry-After from the rate-limited scenario', async () => {
    const { resetMockState } = await import('../../mocks/state');
    resetMockState('rate-limited');
    signInAs('owner');
    const error = await failure(request(anything, { path: '/api/v2/domains' }));
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(7);
  });

  it('500 internal error', async () => {
    signInAs('owner');
    mockServer.use(
      http.get('*/api/v2/domains', () =>
        problem({ status: 500, code: 'internal_error', detail: 'Unexpected failure.' }),
      ),
    );
    expect(await failure(request(anything, { path: '/api/v2/domains' }))).toMatchObject({
      status: 500,
      code: 'internal_error',
      title: 'Internal server error',
    });
  });

  it('502 with an HTML page still gives a usable error', async () => {
    const { resetMockState } = await import('../../mocks/state');
    resetMockState('bad-gateway-html');
    signInAs('owner');
    const error = await failure(request(anything, { path: '/api/v2/domains' }));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: null });
    expect(error.title).toBeTruthy();
  });
});
