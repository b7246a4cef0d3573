import { useQueryClient } from '@tanstack/react-query';
import { domainKeys } from '../../../api/domains/domains';
import { domainName } from '../domain-name';
import { deleteDnssecRecord } from '../../../api/domains/dnssec';
import { useSendMutation } from '../../../components/use-send-mutation';

export function useDeleteDnssecRecord(domainId: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (recordId: string, signal) => deleteDnssecRecord(domainId, recordId, signal),
    scope: `domain:${domainId}:dnssec`,
    journal: () => ({ name: domainName(queryClient, domainId) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKeys.dnssec(domainId) }),
  });
}
