import { useQueryClient } from '@tanstack/react-query';
import { hostingKeys } from '../../../api/hosting/hosting';
import { restoreDatabaseBackup } from '../../../api/hosting/database-backups';
import { useSendMutation } from '../../../components/use-send-mutation';
import { hostingName } from '../hosting-name';

export function useRestoreDatabase(accountId: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (backupId: string, signal) => restoreDatabaseBackup(accountId, backupId, signal),
    scope: `hosting:${accountId}:databases`,
    journal: () => ({ name: hostingName(queryClient, accountId) }),
    // The gates close at once for the database being restored.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: hostingKeys.databaseBackups(accountId) });
    },
  });
}
