import { useQueryClient } from '@tanstack/react-query';
import {
  cdnKeys,
  purgeCdnCache,
  updateCdnZone,
  type CdnZone,
  type CdnZonePatch,
} from '../../../api/cdn/cdn';
import { isApiError } from '../../../api/core/errors';
import { noteChange, noteSubject } from '../../../components/journal/change-notes';
import { useSendMutation } from '../../../components/use-send-mutation';

/** The zone page reads the zone with its proxied records; saves answer in the same shape. */
export const zonePageRead = { includeRecords: true } as const;

export function useUpdateZone(id: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (patch: CdnZonePatch, signal) => {
      const before = queryClient.getQueryData<CdnZone>(cdnKeys.zoneDetail(id, zonePageRead));
      noteChange(signal, { subject: 'cdnSettings', zoneId: id, before: before ?? null });
      noteSubject(signal, { name: before?.domain });
      return updateCdnZone(id, patch, zonePageRead, signal);
    },
    scope: `cdn:${id}`,
    onSuccess: async (zone: CdnZone) => {
      queryClient.setQueryData(cdnKeys.zoneDetail(id, zonePageRead), zone);
      // Other reads of this zone (without records) are out of date too; the answer is already shown.
      await queryClient.invalidateQueries({ queryKey: cdnKeys.zone(id), refetchType: 'none' });
    },
    // A 409 means a gate changed under us: show the new gate and its reason.
    onError: async (error) => {
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: cdnKeys.zone(id) });
    },
  });
}

/** Purging changes no setting, so nothing cached goes out of date. */
export function usePurgeCache(id: string) {
  const queryClient = useQueryClient();
  return useSendMutation<CdnZone>({
    mutationFn: (_, signal) => purgeCdnCache(id, signal),
    scope: `cdn:${id}`,
    journal: () => ({
      name: queryClient.getQueryData<CdnZone>(cdnKeys.zoneDetail(id, zonePageRead))?.domain,
    }),
  });
}
