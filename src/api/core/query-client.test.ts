import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { signInAs } from '../../test/session';
import { request } from './http';
import { createQueryClient } from './query-client';
import { retryDelayMs, shouldRetryQuery } from './retry-policy';
import { ApiError } from './errors';
import { z } from './z';

/** Answers the given statuses in turn (then 200) and counts requests. */
function sequence(statuses: number[]) {
  const counter = { count: 0 };
  mockServer.use(
    http.get('*/api/v2/flaky', () => {
      const status = statuses[counter.count] ?? 200;
      counter.count += 1;
      return status === 200
        ? HttpResponse.json({ ok: true })
        : problem({ status, code: `status_${status}`, detail: 'x' });
    }),
    http.post('*/api/v2/flaky', () => {
      counter.count += 1;
      return problem({ status: 503, code: 'unavailable', detail: 'x' });
    }),
  );
  return counter;
}

function fastClient() {
  const client = createQueryClient();
  // Same retry decision, no waiting, so the test counts requests rather than time.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return client;
}

const fetchFlaky = (client: ReturnType<typeof createQueryClient>) =>
  client.fetchQuery({
    queryKey: ['flaky'],
    queryFn: ({ signal }) => request(z.unknown(), { path: '/api/v2/flaky', signal }),
  });

describe('query retries', () => {
  beforeEach(() => signInAs('owner'));

  it.each([400, 401, 403, 404, 409, 500])('does not retry %s', async (status) => {
    const counter = sequence([status, status, status, status]);
    await expect(fetchFlaky(fastClient())).rejects.toBeInstanceOf(ApiError);
    expect(counter.count).toBe(1);
  });

  it.each([408, 429, 502, 503, 504])('retries %s until it succeeds', async (status) => {
    const counter = sequence([status, status]);
    await expect(fetchFlaky(fastClient())).resolves.toEqual({ ok: true });
    expect(counter.count).toBe(3);
  });

  it('gives up after three retries', async () => {
    const counter = sequence([503, 503, 503, 503, 503]);
    await expect(fetchFlaky(fastClient())).rejects.toMatchObject({ status: 503 });
    expect(counter.count).toBe(4);
  });

  it('never retries a mutation', async () => {
    const counter = sequence([]);
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => request(z.unknown(), { method: 'POST', path: '/api/v2/flaky', body: {} }),
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ status: 503 });
    expect(counter.count).toBe(1);
  });

  it('waits what Retry-After says, capped, and backs off otherwise', () => {
    const limited = new ApiError({ kind: 'http', status: 429, retryAfterSeconds: 7 });
    expect(retryDelayMs(0, limited)).toBe(7000);
    const unavailable = new ApiError({ kind: 'http', status: 503 });
    expect(retryDelayMs(0, unavailable, () => 1)).toBe(1000);
    expect(retryDelayMs(2, unavailable, () => 1)).toBe(4000);
    expect(retryDelayMs(10, unavailable, () => 1)).toBe(30000);
    expect(retryDelayMs(3, unavailable, () => 0)).toBe(4000);
    // Jitter never brings a retry under a second.
    expect(retryDelayMs(0, unavailable, () => 0)).toBe(1000);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'timeout' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'network' }))).toBe(true);
    expect(shouldRetryQuery(3, new ApiError({ kind: 'network' }))).toBe(false);
    expect(shouldRetryQuery(0, new Error('plain'))).toBe(false);
  });
});
