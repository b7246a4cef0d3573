import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { isScenarioName } from './scenarios';
import { keepWorkerRegistration, WORKER_URL } from './keep-worker-registration';
import { resetMockState } from './state';

export { demoKeys } from './demo-keys';

const SCENARIO_KEY = 'panel.mock.scenario';

/** `?scenario=name` picks a scenario in mock mode; it is kept for reloads of this tab. */
function chosenScenario() {
  const fromUrl = new URLSearchParams(globalThis.location.search).get('scenario');
  if (isScenarioName(fromUrl)) sessionStorage.setItem(SCENARIO_KEY, fromUrl);
  const stored = sessionStorage.getItem(SCENARIO_KEY);
  return isScenarioName(stored) ? stored : 'default';
}

export async function startMockWorker(): Promise<void> {
  resetMockState(chosenScenario());
  await keepWorkerRegistration();
  await setupWorker(...handlers).start({
    serviceWorker: { url: WORKER_URL },
    onUnhandledRequest: ({ url }, print) => {
      if (new URL(url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
}
