import { useQueryClient } from '@tanstack/react-query';
import { domainKeys } from '../../../api/domains/domains';
import { domainName } from '../domain-name';
import { deleteDnssecRecord, domainDnssecQuery } from '../../../api/domains/dnssec';
import { useSendMutation } from '../../../components/use-send-mutation';

export function useDeleteDnssecRecord(domainId: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (recordId: string, signal) => deleteDnssecRecord(domainId, recordId, signal),
    scope: `domain:${domainId}:dnssec`,
    journal: (recordId) => ({
      name: domainName(queryClient, domainId),
      // A DS record is known by its key tag; a KEY record has none, and is named by the domain.
      params: {
        keyTag: queryClient
          .getQueryData(domainDnssecQuery(domainId).queryKey)
          ?.dsRecords.find((record) => record.id === recordId)
          ?.keyTag.toString(),
      },
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKeys.dnssec(domainId) }),
  });
}
