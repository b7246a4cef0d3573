import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Page } from '../../../api/core/common';
import { domainKeys, type Domain } from '../../../api/domains/domains';

/** The list key holds the choice's single pages and the domain list page's pages read in turn. */
type CachedDomains = Page<Domain> | InfiniteData<Page<Domain>, unknown>;

const rowsOf = (cached: CachedDomains | undefined): readonly Domain[] =>
  !cached ? [] : 'pages' in cached ? cached.pages.flatMap((page) => page.data) : cached.data;

/**
 * The chosen domains as the domain lists read them (the choice shows its pages, so each chosen
 * domain is in the cache): the name people write, and the zone to check it against.
 */
export function useCachedDomains() {
  const queryClient = useQueryClient();
  const find = useCallback(
    (name: string): Domain | undefined => {
      for (const [, cached] of queryClient.getQueriesData<CachedDomains>({
        queryKey: domainKeys.lists(),
      })) {
        const domain = rowsOf(cached).find((candidate) => candidate.name === name);
        if (domain) return domain;
      }
      return undefined;
    },
    [queryClient],
  );
  const shown = useCallback((name: string) => find(name)?.unicodeName ?? name, [find]);
  const zoneIdOf = useCallback((name: string) => find(name)?.dnsZoneId ?? null, [find]);
  return { shown, zoneIdOf };
}
