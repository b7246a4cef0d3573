import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Page } from '../../../api/core/common';
import { domainKeys, type Domain } from '../../../api/domains/domains';

/**
 * The chosen domains as the domain list read them (the choice shows its pages, so each chosen
 * domain is in the cache): the name people write, and the zone to check it against.
 */
export function useCachedDomains() {
  const queryClient = useQueryClient();
  const find = useCallback(
    (name: string): Domain | undefined => {
      for (const [, page] of queryClient.getQueriesData<Page<Domain>>({
        queryKey: domainKeys.lists(),
      })) {
        const domain = page?.data.find((candidate) => candidate.name === name);
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
