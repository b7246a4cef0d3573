export const WORKER_URL = '/mockServiceWorker.js';

/**
 * The worker unregisters itself when its last page closes (MSW's CLIENT_CLOSED). On a full page
 * load the old page closes before the new one counts as a client, so the new page starts under a
 * registration being removed, and MSW's unawaited `update()` of it rejects: "Failed to update a
 * ServiceWorker … Not found" as a page error (mswjs/msw#2006). Registering again first takes the
 * registration back; a page no worker controls has nothing to take back (MSW registers it).
 */
export async function keepWorkerRegistration(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> {
  if (!container?.controller) return;
  try {
    await container.register(WORKER_URL);
  } catch {
    // MSW registers the worker itself and reports a failure in its own words.
  }
}
