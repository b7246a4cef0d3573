import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cdnKeys, purgeCdnCache, updateCdnZone, type CdnZonePatch } from '../../../api/cdn/cdn';
import { isApiError } from '../../../api/core/errors';

/** The zone page reads the zone with its proxied records; saves answer in the same shape. */
export const zonePageRead = { includeRecords: true } as const;

export function useUpdateZone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CdnZonePatch) => updateCdnZone(id, patch, zonePageRead),
    scope: { id: `cdn:${id}` },
    onSuccess: async (zone) => {
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
  return useMutation({
    mutationFn: () => purgeCdnCache(id),
    scope: { id: `cdn:${id}` },
  });
}
