import { useQueryClient } from '@tanstack/react-query';
import { hostingKeys } from '../../../api/hosting/hosting';
import { importHostingSshKey, type ImportSshKeyBody } from '../../../api/hosting/ssh-keys';
import { useSendMutation } from '../../../components/use-send-mutation';
import { hostingName } from '../hosting-name';

export function useImportSshKey(accountId: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (body: ImportSshKeyBody, signal) => importHostingSshKey(accountId, body, signal),
    scope: `hosting:${accountId}:ssh-keys`,
    journal: () => ({ name: hostingName(queryClient, accountId) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: hostingKeys.sshKeys(accountId) });
    },
  });
}
