import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Record changes of one zone run one at a time and refresh the zone (and the list's counts). */
function useZoneMutation<I, O>(zoneId: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation<O, Error, I>({
    mutationFn,
    scope: { id: `zone:${zoneId}` },
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
    ({ recordId, input }) =>
      recordId === null ? createDnsRecord(zoneId, input) : updateDnsRecord(zoneId, recordId, input),
  );
}

export function useSetProxied(zoneId: string) {
  return useZoneMutation<{ recordId: string; proxied: boolean }, DnsRecord>(
    zoneId,
    ({ recordId, proxied }) => setDnsRecordProxied(zoneId, recordId, { proxied }),
  );
}

export function useDeleteRecord(zoneId: string) {
  return useZoneMutation<string, DnsRecordDeletion>(zoneId, (recordId) =>
    deleteDnsRecord(zoneId, recordId),
  );
}
