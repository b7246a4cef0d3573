import { useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../api/billing/billing';
import { domainKeys } from '../../../api/domains/domains';
import { domainName } from '../domain-name';
import { respondToRenewal, type RenewalDecision } from '../../../api/domains/renewal';
import { useSendMutation } from '../../../components/use-send-mutation';

export function useRespondToRenewal(domainId: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (decision: RenewalDecision, signal) => respondToRenewal(domainId, decision, signal),
    scope: `domain:${domainId}:renewal`,
    journal: () => ({ name: domainName(queryClient, domainId) }),
    // The answer changes the domain, the list's renewal column and (on decline) an invoice.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKeys.detail(domainId) }),
        queryClient.invalidateQueries({ queryKey: domainKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
  });
}
