import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cdnKeys, fetchCdnZone, updateCdnZone } from '../../../api/cdn/cdn';
import {
  createDnsRecord,
  deleteDnsRecord,
  dnsKeys,
  dnsZoneQuery,
  setDnsRecordProxied,
  updateDnsRecord,
} from '../../../api/dns/dns';
import { noteChange, noteRevert } from '../../../components/journal/change-notes';
import type { JournalEntry } from '../../../components/journal/journal-entry';
import { useSendMutation } from '../../../components/use-send-mutation';
import { planCdnRevert, planDnsRevert, type RevertPlan, type RevertRequest } from './revert-plan';

/** Reads the resource as it is now (never from the cache) and plans the revert against it. */
export function useRevertPlan(entry: JournalEntry) {
  const queryClient = useQueryClient();
  return useQuery<RevertPlan>({
    queryKey: ['activity', 'revert-plan', entry.id],
    queryFn: async ({ signal }) => {
      const change = entry.change;
      if (change?.subject === 'cdnSettings') {
        const zone = await fetchCdnZone(change.zoneId, {}, signal);
        return planCdnRevert(entry, zone);
      }
      const zoneId = change?.zoneId ?? entry.resource.id;
      const zone = await queryClient.fetchQuery({ ...dnsZoneQuery(zoneId), staleTime: 0 });
      return planDnsRevert(entry, zone);
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

function send(request: RevertRequest, signal: AbortSignal): Promise<unknown> {
  const { zoneId } = request;
  switch (request.kind) {
    case 'dnsDelete':
      noteChange(signal, { subject: 'dnsRecord', zoneId, before: request.before });
      return deleteDnsRecord(zoneId, request.recordId, signal);
    case 'dnsCreate':
      noteChange(signal, { subject: 'dnsRecord', zoneId, before: null });
      return createDnsRecord(zoneId, request.input, signal);
    case 'dnsUpdate':
      noteChange(signal, { subject: 'dnsRecord', zoneId, before: request.before });
      return updateDnsRecord(zoneId, request.recordId, request.input, signal);
    case 'dnsProxy':
      noteChange(signal, { subject: 'dnsRecord', zoneId, before: request.before });
      return setDnsRecordProxied(zoneId, request.recordId, { proxied: request.proxied }, signal);
    case 'cdnSettings':
      noteChange(signal, { subject: 'cdnSettings', zoneId, before: request.before });
      return updateCdnZone(zoneId, request.patch, {}, signal);
  }
}

/** Sends a revert; it is journalled like any change, marked as the revert of `entry`. */
export function useRevert(entry: JournalEntry) {
  const queryClient = useQueryClient();
  const subject = entry.change?.subject === 'cdnSettings' ? 'cdn' : 'zone';
  return useSendMutation<unknown, RevertRequest>({
    mutationFn: (request, signal) => {
      noteRevert(signal, entry.id);
      return send(request, signal);
    },
    // The revert acts on what the entry acted on, named as it was then.
    journal: () => ({ name: entry.resource.name }),
    scope: `${subject}:${entry.change?.zoneId ?? entry.resource.id}`,
    onSuccess: async (_, request) => {
      await Promise.all(
        request.kind === 'cdnSettings'
          ? [queryClient.invalidateQueries({ queryKey: cdnKeys.zone(request.zoneId) })]
          : [
              queryClient.invalidateQueries({ queryKey: dnsKeys.detail(request.zoneId) }),
              queryClient.invalidateQueries({ queryKey: dnsKeys.lists() }),
            ],
      );
    },
  });
}
