// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { keepWorkerRegistration, WORKER_URL } from './keep-worker-registration';

/** A service worker container as the browser gives a page: controlled or not. */
function container(controlled: boolean, register = vi.fn(() => Promise.resolve())) {
  return {
    controller: controlled ? {} : null,
    register,
  } as unknown as ServiceWorkerContainer & { register: typeof register };
}

describe('keepWorkerRegistration', () => {
  it('registers the worker again on a page it controls, before MSW updates the registration', async () => {
    const page = container(true);
    await keepWorkerRegistration(page);
    expect(page.register).toHaveBeenCalledWith(WORKER_URL);
  });

  it('leaves a page no worker controls to MSW, which registers it', async () => {
    const page = container(false);
    await keepWorkerRegistration(page);
    expect(page.register).not.toHaveBeenCalled();
  });

  it('lets a refused registration pass, for MSW to report', async () => {
    const page = container(
      true,
      vi.fn(() => Promise.reject(new Error('Not found'))),
    );
    await expect(keepWorkerRegistration(page)).resolves.toBeUndefined();
  });

  it('does nothing where there are no service workers', async () => {
    await expect(keepWorkerRegistration(undefined)).resolves.toBeUndefined();
  });
});
