import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setDriftReporter } from '../api/core/drift';
import { operationsStore } from '../components/operations/operations-store';
import { endSession } from '../api/core/session-store';
import { mockServer } from '../mocks/node';
import { resetMockState } from '../mocks/state';

// Tests wait on what the user would see; this only bounds how long a failure takes to report.
// Areas load lazily, and on a busy 2-core machine the first load can take seconds.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  resetMockState();
  endSession();
  setDriftReporter(null);
  sessionStorage.clear();
  operationsStore.reset();
  localStorage.clear();
});
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
