import { useQueryClient } from '@tanstack/react-query';
import {
  createDnsRecord,
  deleteDnsRecord,
  dnsKeys,
  setDnsRecordProxied,
  updateDnsRecord,
  type DnsRecord,
  type DnsRecordDeletion,
} from '../../../api/dns/dns';
import type { DnsRecordInput } from '../../../api/dns/record-input';
import { useSendMutation } from '../../../components/use-send-mutation';

/** Record changes of one zone run one at a time and refresh the zone (and the list's counts). */
function useZoneMutation<I, O>(
  zoneId: string,
  mutationFn: (input: I, signal: AbortSignal) => Promise<O>,
) {
  const queryClient = useQueryClient();
  return useSendMutation<O, I>({
    mutationFn,
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
    ({ recordId, input }, signal) =>
      recordId === null
        ? createDnsRecord(zoneId, input, signal)
        : updateDnsRecord(zoneId, recordId, input, signal),
  );
}

export function useSetProxied(zoneId: string) {
  return useZoneMutation<{ recordId: string; proxied: boolean }, DnsRecord>(
    zoneId,
    ({ recordId, proxied }, signal) => setDnsRecordProxied(zoneId, recordId, { proxied }, signal),
  );
}

export function useDeleteRecord(zoneId: string) {
  return useZoneMutation<string, DnsRecordDeletion>(zoneId, (recordId, signal) =>
    deleteDnsRecord(zoneId, recordId, signal),
  );
}
