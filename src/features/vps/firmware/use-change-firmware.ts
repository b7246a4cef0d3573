import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vpsKeys } from '../../../api/vps/vps';
import { changeVpsFirmware, type FirmwareChangeBody } from '../../../api/vps/firmware';
import { vpsScope } from '../jobs/scope';

export function useChangeFirmware(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FirmwareChangeBody) => changeVpsFirmware(id, body),
    scope: { id: vpsScope(id) },
    onSuccess: async (firmware) => {
      queryClient.setQueryData(vpsKeys.firmware(id), firmware);
      // The server's gates and its template list depend on the mode.
      await queryClient.invalidateQueries({ queryKey: vpsKeys.detail(id) });
    },
  });
}
