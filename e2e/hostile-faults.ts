import type { APIResponse, Page, Route } from '@playwright/test';

/** Playwright's own fetch to the mock server, tried twice: a reused keep-alive socket can reset. */
async function fetchTwice(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch {
    return route.fetch();
  }
}

/**
 * `rewrite` from faults.ts for reads only (GET, so fetching twice is harmless): passes matching
 * requests to the server and answers with its JSON body changed by `edit`. With `rewrite`, a test
 * rewriting every read of ten pages met `read ECONNRESET` from `route.fetch` once in 26 runs.
 */
export async function rewriteReads(
  page: Page,
  path: RegExp,
  edit: (body: unknown) => unknown,
): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      if (request.method() !== 'GET' || !path.test(new URL(request.url()).pathname))
        return route.fallback();
      const response = await fetchTwice(route);
      const body = edit(await response.json());
      await route.fulfill({ response, body: JSON.stringify(body) });
    },
  );
}
