import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setDriftReporter } from '../api/core/drift';
import { operationsStore } from '../components/operations/operations-store';
import { endSession } from '../api/core/session-store';
import { mockServer } from '../mocks/node';
import { resetMockState } from '../mocks/state';

// Tests wait on what the user would see; this only bounds how long a failure takes to report.
// Areas load lazily, and their code is transformed on first use: with the whole suite and an
// e2e run sharing two cores, a first load once took more than 30 s (the hosting list's first
// read test), so the bound is generous. A passing wait ends as soon as the page is there.
configure({ asyncUtilTimeout: 60_000 });

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
