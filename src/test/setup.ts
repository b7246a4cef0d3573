import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setDriftReporter } from '../api/drift';
import { endSession } from '../api/session-store';
import { mockServer } from '../mocks/node';
import { resetMockState } from '../mocks/state';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  resetMockState();
  endSession();
  setDriftReporter(null);
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => mockServer.close());
