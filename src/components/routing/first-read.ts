import type { Params } from 'react-router';
import { startEarlyRead, type RequestOptions } from '../../api/core/http';
import { getApiKey } from '../../api/core/session-store';
import { firstPaint } from './first-paint';

/** The GET a page makes first: built from the API's paths alone, so no schema is needed yet. */
export type FirstRead = Pick<RequestOptions, 'path' | 'query'>;
type FirstReadOf = (params: Params) => FirstRead;
type RouteMatches = readonly { route: { handle?: unknown }; params: Params }[];

interface FirstReadHandle {
  firstRead: FirstReadOf;
}

function isFirstReadHandle(handle: unknown): handle is FirstReadHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'firstRead' in handle &&
    typeof handle.firstRead === 'function'
  );
}

/** Route props naming the page's first read; it must be exactly the page's own first request. */
export function firstRead(read: FirstReadOf): { handle: FirstReadHandle } {
  return { handle: { firstRead: read } };
}

/**
 * On a cold start of a signed-in tab, starts the opened page's first read beside the download of
 * its code (the page's request then takes that response). `matches` are the router's matches for
 * the opened URL. Returns what it started, if anything.
 */
export function startFirstRead(matches: RouteMatches): FirstRead | null {
  if (!getApiKey()) return null;
  for (const { route, params } of [...matches].reverse()) {
    if (!isFirstReadHandle(route.handle)) continue;
    const read = route.handle.firstRead(params);
    startEarlyRead(read);
    return read;
  }
  return null;
}

/**
 * The cold start's first read (main.tsx), started once the shell has painted the page's frame,
 * when the download of the page's code starts too (lazy-page.tsx): on a slow link the frame then
 * has the bandwidth to itself, and the data could not show before that code anyway. The read is
 * the one for the page open at that moment.
 */
export async function startFirstReadAfterPaint(
  router: { readonly state: { readonly matches: RouteMatches } },
  painted: Promise<void> = firstPaint,
): Promise<FirstRead | null> {
  await painted;
  return startFirstRead(router.state.matches);
}
