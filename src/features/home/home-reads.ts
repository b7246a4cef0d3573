/** The home reads this many domains: the same first page as the CDN list, so one cache entry. */
export const HOME_DOMAIN_PAGE = 100;

/**
 * The details the rules need beyond the lists are capped, so the home's requests stay few: six
 * first pages, at most this many CDN zones and this many servers' SSH access.
 */
export const HOME_DETAIL_CAP = 4;
export const HOME_REQUEST_BUDGET = 6 + 2 * HOME_DETAIL_CAP;
