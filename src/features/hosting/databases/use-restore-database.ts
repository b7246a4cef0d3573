import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hostingKeys } from '../../../api/hosting/hosting';
import { restoreDatabaseBackup } from '../../../api/hosting/database-backups';

export function useRestoreDatabase(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backupId: string) => restoreDatabaseBackup(accountId, backupId),
    scope: { id: `hosting:${accountId}:databases` },
    // The gates close at once for the database being restored.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: hostingKeys.databaseBackups(accountId) });
    },
  });
}
