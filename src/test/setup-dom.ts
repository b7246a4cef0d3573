import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setDriftReporter } from '../api/core/drift';
import { operationsStore } from '../components/operations/operations-store';
import { endSession } from '../api/core/session-store';
import { mockServer } from '../mocks/node';
import { resetMockState } from '../mocks/state';

// Tests wait on what the user would see; this only bounds how long a failure takes to report.
// Areas load lazily, and on a busy 2-core machine the first load can take seconds.
configure({ asyncUtilTimeout: 30_000 });

// A request a test started may reach the mock only after the test has ended (the home's reads
// after a sign-in, say). Each is awaited before the mock's state is reset, so the next test's
// request log and data never see it.
const inFlight = new Set<string>();
mockServer.events.on('request:start', ({ request, requestId }) => {
  inFlight.add(requestId);
  request.signal.addEventListener('abort', () => inFlight.delete(requestId));
});
mockServer.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
// Real time even when a test left fake timers on; bounded, since a stalled request may never end.
const realSetTimeout = globalThis.setTimeout;
async function requestsEnded(limitMs = 5_000) {
  const pause = () => new Promise((resolve) => realSetTimeout(resolve, 10));
  await pause();
  for (let waited = 0; inFlight.size > 0 && waited < limitMs; waited += 10) await pause();
  inFlight.clear();
}

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // A test that failed while offline must not leave the next one offline.
  onlineManager.setOnline(true);
  await requestsEnded();
  mockServer.resetHandlers();
  resetMockState();
  endSession();
  setDriftReporter(null);
  sessionStorage.clear();
  operationsStore.reset();
  localStorage.clear();
  await forgetSharedOperations();
});

// A file that brings fake-indexeddb keeps one device for all its tests: a running operation one
// test left in the tabs' shared store would be taken up, and polled, by the next test's panel.
async function forgetSharedOperations() {
  if (typeof indexedDB === 'undefined') return;
  const [{ clear }, { sharedStore }] = await Promise.all([
    import('idb-keyval'),
    import('../components/operations/operations-sharing'),
  ]);
  await clear(sharedStore());
}

afterAll(() => mockServer.close());

// jsdom has <dialog> but not its modal methods; these mirror what the browser does for tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
