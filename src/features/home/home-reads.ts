/** The home reads this many domains: the same first page as the CDN list, so one cache entry. */
export const HOME_DOMAIN_PAGE = 100;
