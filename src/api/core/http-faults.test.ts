import { delay, http, HttpResponse } from 'msw';
import { mockServer } from '../../mocks/node';
import { failure } from '../../test/api';
import { signInAs } from '../../test/session';
import { acceptedOperationSchema } from './common';
import { setDriftReporter } from './drift';
import { request } from './http';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import { z } from './z';

const anything = z.unknown();

/** A server that takes the request and never answers. */
function stallEverything() {
  mockServer.use(
    http.all('*/api/v2/stall', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

describe('time limits', () => {
  beforeEach(() => {
    signInAs('owner');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('gives up on a read after its limit, as a timeout the user may retry', async () => {
    stallEverything();
    const outcome = failure(request(anything, { path: '/api/v2/stall' }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
  });

  it('gives a change longer, and then says its outcome is unknown', async () => {
    stallEverything();
    const outcome = failure(request(anything, { method: 'POST', path: '/api/v2/stall', body: {} }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.read);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.change - REQUEST_TIMEOUT_MS.read);
    expect(await outcome).toMatchObject({ kind: 'unconfirmed', status: null });
  });

  it("keeps the caller's own abort an abort, not a failure", async () => {
    stallEverything();
    const controller = new AbortController();
    const outcome = request(anything, { path: '/api/v2/stall', signal: controller.signal });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('answers lost or unreadable', () => {
  beforeEach(() => {
    signInAs('owner');
    setDriftReporter(() => undefined);
  });

  it('a change whose connection fails may have been made: unconfirmed, not a plain network error', async () => {
    mockServer.use(http.post('*/api/v2/lost', () => HttpResponse.error()));
    const error = await failure(
      request(anything, { method: 'POST', path: '/api/v2/lost', body: {} }),
    );
    expect(error).toMatchObject({ kind: 'unconfirmed', status: null });
  });

  it('a read whose connection fails is a network error', async () => {
    mockServer.use(http.get('*/api/v2/lost', () => HttpResponse.error()));
    expect((await failure(request(anything, { path: '/api/v2/lost' }))).kind).toBe('network');
  });

  it('an empty 204 to a change that owed a body counts as accepted, with its status', async () => {
    mockServer.use(http.post('*/api/v2/empty', () => new HttpResponse(null, { status: 204 })));
    const error = await failure(
      request(acceptedOperationSchema, { method: 'POST', path: '/api/v2/empty', body: {} }),
    );
    expect(error).toMatchObject({ kind: 'unconfirmed', status: 204 });
  });

  it('the same answer to a read stays an invalid response', async () => {
    mockServer.use(http.get('*/api/v2/empty', () => new HttpResponse(null, { status: 204 })));
    const error = await failure(request(acceptedOperationSchema, { path: '/api/v2/empty' }));
    expect(error.kind).toBe('invalid_response');
  });
});
