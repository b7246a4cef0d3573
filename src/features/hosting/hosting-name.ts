import type { QueryClient } from '@tanstack/react-query';
import { hostingAccountQuery } from '../../api/hosting/hosting';

/** The hosting account's name as its pages show it, for the activity journal. */
export function hostingName(queryClient: QueryClient, id: string): string | undefined {
  return queryClient.getQueryData(hostingAccountQuery(id).queryKey)?.name;
}
