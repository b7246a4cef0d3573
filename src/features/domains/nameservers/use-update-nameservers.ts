import { useQueryClient } from '@tanstack/react-query';
import { domainKeys } from '../../../api/domains/domains';
import { domainName } from '../domain-name';
import {
  updateDomainNameservers,
  type NameserverUpdateBody,
} from '../../../api/domains/nameservers';
import { isApiError } from '../../../api/core/errors';
import { useSendMutation } from '../../../components/use-send-mutation';

export function useUpdateNameservers(domainId: string) {
  const queryClient = useQueryClient();
  // The domain (its gate) and its nameservers; DNSSEC and renewal under the same key are untouched.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: domainKeys.detail(domainId), exact: true }),
      queryClient.invalidateQueries({ queryKey: domainKeys.nameservers(domainId) }),
    ]);
  return useSendMutation({
    mutationFn: (body: NameserverUpdateBody, signal) =>
      updateDomainNameservers(domainId, body, signal),
    scope: `domain:${domainId}:nameservers`,
    journal: () => ({ name: domainName(queryClient, domainId) }),
    onSuccess: refresh,
    // A 409 means the gate changed under us (a lock, a running job): show the new gate.
    onError: async (error) => {
      if (isApiError(error) && error.status === 409) await refresh();
    },
  });
}
