import type { QueryClient } from '@tanstack/react-query';
import { domainQuery } from '../../api/domains/domains';

/** The domain's name as its page shows it, for the activity journal. */
export function domainName(queryClient: QueryClient, id: string): string | undefined {
  const domain = queryClient.getQueryData(domainQuery(id).queryKey);
  return domain ? (domain.unicodeName ?? domain.name) : undefined;
}
