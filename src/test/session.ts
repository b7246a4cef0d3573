import { startSession } from '../api/core/session-store';
import { demoKeys, type DemoRole } from '../mocks/demo-keys';
import { stateFor } from '../mocks/state';

/** Signs the API layer in with a demo key, as the sign-in screen would. */
export function signInAs(role: DemoRole = 'owner', options: { readOnly?: boolean } = {}) {
  const key = demoKeys.find((candidate) => candidate.role === role);
  if (!key) throw new Error(`no demo key for ${role}`);
  startSession({ apiKey: key.key, readOnly: options.readOnly ?? false, remember: false });
  return key;
}

/** The default namespace's mock state, to arrange data or assert what the server received. */
export function mockState() {
  return stateFor('default');
}

/**
 * Keeps every mock job at its current step until the returned function is called, so a test can
 * look at a running operation however slowly the machine runs it (jobs advance one step per poll).
 */
export function holdJobs(): () => void {
  mockState().jobsHeld = true;
  return () => {
    mockState().jobsHeld = false;
  };
}
