import { useQueryClient } from '@tanstack/react-query';
import {
  createDnsRecord,
  deleteDnsRecord,
  dnsKeys,
  dnsZoneQuery,
  setDnsRecordProxied,
  updateDnsRecord,
  type DnsRecord,
  type DnsRecordDeletion,
} from '../../../api/dns/dns';
import type { DnsRecordInput } from '../../../api/dns/record-input';
import { noteChange, noteSubject } from '../../../components/journal/change-notes';
import { useSendMutation } from '../../../components/use-send-mutation';

/** Record changes of one zone run one at a time and refresh the zone (and the list's counts). */
function useZoneMutation<I, O>(
  zoneId: string,
  recordOf: (input: I) => string | null,
  mutationFn: (input: I, signal: AbortSignal) => Promise<O>,
) {
  const queryClient = useQueryClient();
  return useSendMutation<O, I>({
    mutationFn: (input, signal) => {
      // The activity journal keeps the record as it was, to show and revert the change.
      const recordId = recordOf(input);
      const zone = queryClient.getQueryData(dnsZoneQuery(zoneId).queryKey);
      const before = zone?.records.find((record) => record.id === recordId) ?? null;
      noteChange(signal, { subject: 'dnsRecord', zoneId, before });
      noteSubject(signal, { name: zone?.name });
      return mutationFn(input, signal);
    },
    scope: `zone:${zoneId}`,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dnsKeys.detail(zoneId) }),
        queryClient.invalidateQueries({ queryKey: dnsKeys.lists() }),
      ]);
    },
  });
}

export function useSaveRecord(zoneId: string) {
  return useZoneMutation<{ recordId: string | null; input: DnsRecordInput }, DnsRecord>(
    zoneId,
    ({ recordId }) => recordId,
    ({ recordId, input }, signal) =>
      recordId === null
        ? createDnsRecord(zoneId, input, signal)
        : updateDnsRecord(zoneId, recordId, input, signal),
  );
}

export function useSetProxied(zoneId: string) {
  return useZoneMutation<{ recordId: string; proxied: boolean }, DnsRecord>(
    zoneId,
    ({ recordId }) => recordId,
    ({ recordId, proxied }, signal) => setDnsRecordProxied(zoneId, recordId, { proxied }, signal),
  );
}

export function useDeleteRecord(zoneId: string) {
  return useZoneMutation<string, DnsRecordDeletion>(
    zoneId,
    (recordId) => recordId,
    (recordId, signal) => deleteDnsRecord(zoneId, recordId, signal),
  );
}
