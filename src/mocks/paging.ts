import { HttpResponse } from 'msw';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from '../api/core/paging';
import { problem } from './problem';

export interface PagingOptions {
  /** The SSH key list answers `invalid_pagination_limit`; other lists `invalid_request`. */
  limitErrorCode?: string;
  /** Extra top-level fields such as a list's `actions`. */
  extra?: Record<string, unknown>;
}

const CURSOR_PREFIX = 'cur_';

/** Serves one page of `items` the way assumed-shapes.md describes every list. */
export function paged<T>(items: readonly T[], request: Request, options: PagingOptions = {}) {
  const url = new URL(request.url);
  const rawLimit = url.searchParams.get('limit');
  const limit = rawLimit === null ? PAGE_SIZE_DEFAULT : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < PAGE_SIZE_MIN || limit > PAGE_SIZE_MAX) {
    const code = options.limitErrorCode ?? 'invalid_request';
    return problem({
      status: 400,
      code,
      detail: `limit must be a whole number from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}.`,
      instance: url.pathname,
      ...(code === 'invalid_request'
        ? {
            errors: [
              {
                pointer: '/limit',
                detail: `Use ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}.`,
                code: 'out_of_range',
              },
            ],
          }
        : {}),
    });
  }
  const cursor = url.searchParams.get('cursor');
  const offset = cursor?.startsWith(CURSOR_PREFIX) ? Number(cursor.slice(CURSOR_PREFIX.length)) : 0;
  if (cursor !== null && (!Number.isInteger(offset) || offset < 0)) {
    return problem({
      status: 400,
      code: 'invalid_request',
      detail: 'The cursor is not valid.',
      instance: url.pathname,
      errors: [{ pointer: '/cursor', detail: 'Unknown cursor.', code: 'invalid' }],
    });
  }
  const data = items.slice(offset, offset + limit);
  const hasMore = offset + limit < items.length;
  return HttpResponse.json({
    data,
    hasMore,
    nextCursor: hasMore ? `${CURSOR_PREFIX}${offset + limit}` : null,
    ...options.extra,
  });
}
