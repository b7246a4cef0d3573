/** The home reads this many domains: the same first page as the CDN list, so one cache entry. */
export const HOME_DOMAIN_PAGE = 100;

/**
 * The rules read each list this many pages of 100 (the finder reads as many, in the same cache):
 * an account of up to 300 of each is checked whole; a longer list says where it was cut and
 * offers to check the rest.
 */
export const HOME_PAGE_CAP = 3;

/**
 * The details the rules need beyond the lists are capped, so the home's requests stay few: six
 * first pages, at most this many CDN zones and this many servers' SSH access.
 */
export const HOME_DETAIL_CAP = 4;
/** For an account whose lists each fit in one page (the bench's default account). */
export const HOME_REQUEST_BUDGET = 6 + 2 * HOME_DETAIL_CAP;

/**
 * The home waits to come whole at most this long after its last read answered: one read that
 * stalls (a slow report, a connection that hangs until the request's own 20 s limit) must not keep
 * every other section from someone who has been looking at "Loading…" for seconds already.
 */
export const HOME_PATIENCE_MS = 4_000;
