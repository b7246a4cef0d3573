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
