import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { startEarlyRead, type RequestOptions } from '../../api/http';
import { getApiKey } from '../../api/session-store';

/** The GET a page makes first: built from the API's paths alone, so no schema is needed yet. */
export type FirstRead = Pick<RequestOptions, 'path' | 'query'>;
type FirstReadOf = (params: Params) => FirstRead;

interface FirstReadHandle {
  firstRead: FirstReadOf;
}

function isFirstReadHandle(handle: unknown): handle is FirstReadHandle {
  return typeof handle === 'object' && handle !== null && 'firstRead' in handle && typeof handle.firstRead === 'function';
}

/** Route props naming the page's first read; it must be exactly the page's own first request. */
export function firstRead(read: FirstReadOf): { handle: FirstReadHandle } {
  return { handle: { firstRead: read } };
}

/**
 * On a cold start of a signed-in tab, starts the opened page's first read beside the download of
 * its code (the page's request then takes that response). Returns what it started, if anything.
 */
export function startFirstRead(routes: RouteObject[], location: string): FirstRead | null {
  if (!getApiKey()) return null;
  const handle = (matchRoutes(routes, location) ?? []).map((match) => ({ handle: match.route.handle as unknown, params: match.params })).findLast((match) => isFirstReadHandle(match.handle));
  if (!handle || !isFirstReadHandle(handle.handle)) return null;
  const read = handle.handle.firstRead(handle.params);
  startEarlyRead(read);
  return read;
}
