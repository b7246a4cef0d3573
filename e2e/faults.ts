import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';

/**
 * Faults between the panel and the API (and, for a stall, the panel's own files), injected at the
 * browser's network layer (Playwright's request interception), so the production build meets them
 * exactly as it would a bad network: stalls, resets before or after the server got the request,
 * outages, any status and headers. Requests that a fault lets through reach the HTTP mock server
 * and are logged there as usual.
 */
export interface FaultMatch {
  /** Only this method (GET, POST, …); any when left out. */
  method?: string;
  /** Matched against the URL's path, e.g. `/\/api\/jobs\//` or `/\/assets\/zod-/`. */
  path: RegExp;
}

/** What the mock server sends on every answer, so the panel on its own origin may read it. */
const cors = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
};

const matches = (match: FaultMatch, request: Request) =>
  (!match.method || request.method() === match.method) &&
  match.path.test(new URL(request.url()).pathname);

/** Calls `handle` for matching requests (while it returns true) and lets every other one pass. */
async function intercept(
  page: Page,
  match: FaultMatch,
  handle: (route: Route) => Promise<boolean>,
): Promise<void> {
  // The API and the panel's code files, never a page's document: its path can look like the API's.
  await page.route(
    (url) => /^\/(api|assets)\//.test(url.pathname),
    async (route) => {
      if (matches(match, route.request()) && (await handle(route))) return;
      await route.fallback();
    },
  );
}

export interface Stall {
  /** How many matching requests are being held. */
  held(): number;
  /** Resolves when at least `count` matching requests are held. */
  waitForHeld(count?: number): Promise<void>;
  /** Sends every held request on to the server; later ones pass at once. */
  release(): Promise<void>;
}

/** Holds matching requests unanswered, as a server that never answers, until `release()`. */
export async function stall(page: Page, match: FaultMatch): Promise<Stall> {
  const held: Route[] = [];
  let released = false;
  const waiters: (() => void)[] = [];
  await intercept(page, match, async (route) => {
    if (released) return false;
    held.push(route);
    waiters.splice(0).forEach((wake) => wake());
    return true;
  });
  return {
    held: () => held.length,
    async waitForHeld(count = 1) {
      while (held.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    async release() {
      released = true;
      // A held route whose page has gone (navigation, cancel) can no longer be continued.
      await Promise.all(held.splice(0).map((route) => route.fallback().catch(() => undefined)));
    },
  };
}

/**
 * Double-clicks `button` while the request it sends is held unanswered, as a person's two quick
 * clicks land before any answer, and checks that one request went out; then lets it through.
 * Unheld, a fast answer could change the page between the clicks, and the second would land on
 * whatever stood there then (a Close, the form opened again) and prove nothing about sending twice.
 */
export async function doubleClickSendsOnce(
  page: Page,
  button: Locator,
  match: FaultMatch,
): Promise<void> {
  const answer = await stall(page, match);
  await button.dblclick();
  await answer.waitForHeld();
  expect(answer.held()).toBe(1);
  await answer.release();
}

/**
 * Resets the connection of the next `times` matching requests. With `afterSending`, the server
 * gets the request (and acts on it) and only its answer is lost: the panel cannot know the outcome.
 */
export async function reset(
  page: Page,
  match: FaultMatch,
  { times = 1, afterSending = false }: { times?: number; afterSending?: boolean } = {},
): Promise<void> {
  let left = times;
  await intercept(page, match, async (route) => {
    if (left <= 0) return false;
    left -= 1;
    if (afterSending) await route.fetch().catch(() => undefined);
    await route.abort('connectionreset');
    return true;
  });
}

/** Answers the next `times` matching requests (every one by default) with this response. */
export async function respond(
  page: Page,
  match: FaultMatch,
  answer: { status: number; headers?: Record<string, string>; body?: unknown },
  { times = Infinity }: { times?: number } = {},
): Promise<void> {
  let left = times;
  await intercept(page, match, async (route) => {
    if (left <= 0) return false;
    left -= 1;
    await route.fulfill({
      status: answer.status,
      headers: { ...cors, ...answer.headers },
      contentType: 'application/problem+json',
      body: answer.body === undefined ? '' : JSON.stringify(answer.body),
    });
    return true;
  });
}

export interface Outage {
  /** Matching requests get answers again. */
  end(): void;
  /** How many matching requests failed during the outage. */
  failed(): number;
}

/** Every matching request fails (a reset, or the status given) until `end()`. */
export async function outage(
  page: Page,
  match: FaultMatch,
  { status }: { status?: number } = {},
): Promise<Outage> {
  let on = true;
  let failed = 0;
  await intercept(page, match, async (route) => {
    if (!on) return false;
    failed += 1;
    if (status === undefined) await route.abort('connectionreset');
    else
      await route.fulfill({
        status,
        headers: cors,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Service unavailable', status }),
      });
    return true;
  });
  return {
    end: () => {
      on = false;
    },
    failed: () => failed,
  };
}

/**
 * Playwright's own fetch to the mock server. A reused keep-alive socket can reset; a read is
 * fetched again then, a change never (the server may have acted on it).
 */
async function fetchOnce(route: Route) {
  try {
    return await route.fetch();
  } catch (error) {
    if (route.request().method() !== 'GET') throw error;
    return route.fetch();
  }
}

/** Passes matching requests to the server and answers with its JSON body changed by `edit`. */
export async function rewrite(
  page: Page,
  match: FaultMatch,
  edit: (body: unknown) => unknown,
): Promise<void> {
  await intercept(page, match, async (route) => {
    const response = await fetchOnce(route);
    const body = edit(await response.json());
    await route.fulfill({ response, body: JSON.stringify(body) });
    return true;
  });
}
