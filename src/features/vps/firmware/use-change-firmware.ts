import { useQueryClient } from '@tanstack/react-query';
import { vpsKeys, vpsQuery } from '../../../api/vps/vps';
import {
  changeVpsFirmware,
  type FirmwareChangeBody,
  type VpsFirmware,
} from '../../../api/vps/firmware';
import { useSendMutation } from '../../../components/use-send-mutation';
import { vpsScope } from '../jobs/scope';

export function useChangeFirmware(id: string) {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: (body: FirmwareChangeBody, signal) => changeVpsFirmware(id, body, signal),
    scope: vpsScope(id),
    journal: () => ({ name: queryClient.getQueryData(vpsQuery(id).queryKey)?.name }),
    onSuccess: async (firmware: VpsFirmware) => {
      queryClient.setQueryData(vpsKeys.firmware(id), firmware);
      // The server's gates and its template list depend on the mode.
      await queryClient.invalidateQueries({ queryKey: vpsKeys.detail(id) });
    },
  });
}
