import { useMutation, useQueryClient } from '@tanstack/react-query';
import { domainKeys } from '../../../api/domains/domains';
import { deleteDnssecRecord } from '../../../api/domains/dnssec';

export function useDeleteDnssecRecord(domainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => deleteDnssecRecord(domainId, recordId),
    scope: { id: `domain:${domainId}:dnssec` },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKeys.dnssec(domainId) }),
  });
}
