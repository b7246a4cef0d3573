import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hostingKeys } from '../../../api/hosting/hosting';
import { importHostingSshKey, type ImportSshKeyBody } from '../../../api/hosting/ssh-keys';

export function useImportSshKey(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportSshKeyBody) => importHostingSshKey(accountId, body),
    scope: { id: `hosting:${accountId}:ssh-keys` },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: hostingKeys.sshKeys(accountId) });
    },
  });
}
