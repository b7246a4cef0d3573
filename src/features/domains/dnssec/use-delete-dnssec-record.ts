import { useQueryClient } from '@tanstack/react-query';
import { domainKeys } from '../../../api/domains/domains';
import { deleteDnssecRecord } from '../../../api/domains/dnssec';
import { useSendMutation } from '../../../components/use-send-mutation';

export function useDeleteDnssecRecord(domainId: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (recordId: string, signal) => deleteDnssecRecord(domainId, recordId, signal),
    scope: `domain:${domainId}:dnssec`,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKeys.dnssec(domainId) }),
  });
}
