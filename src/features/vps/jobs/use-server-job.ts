import { useQueryClient } from '@tanstack/react-query';
import type { AcceptedOperation } from '../../../api/core/common';
import { vpsKeys, type Vps } from '../../../api/vps/vps';
import type { VpsOperationKind } from '../../../api/vps/operation-conflicts';
import type { RetryRequest } from '../../../components/operations/operations-store';
import { useTrackOperation } from '../../../components/operations/use-operations';
import { useSendMutation } from '../../../components/use-send-mutation';
import { useMessages } from '../../../i18n/use-messages';
import { jobMessages } from './messages';
import { rememberOperationKind } from './operation-kinds';
import { vpsScope } from './scope';

/**
 * A server action answered with 202: mutations on one server run one after another, the job is
 * tracked (progress on the page and in the tray), and the server is read again at once so its
 * gates show the work, and once more when the job ends.
 */
export function useServerJob<Input>(
  server: Pick<Vps, 'id' | 'name'>,
  kind: VpsOperationKind,
  start: (input: Input, signal: AbortSignal) => Promise<AcceptedOperation>,
  /** The same request again, for actions safe to repeat (offered when the job fails). */
  retryOf?: (input: Input) => RetryRequest,
  /** What the journal's words name beside the server (`{template}`), as the page knows it. */
  journalParams?: (input: Input) => Record<string, string | undefined>,
) {
  const t = useMessages(jobMessages);
  const queryClient = useQueryClient();
  const track = useTrackOperation();
  return useSendMutation<AcceptedOperation, Input>({
    mutationFn: start,
    scope: vpsScope(server.id),
    journal: (input) => ({ name: server.name, params: journalParams?.(input) }),
    onSuccess: async ({ operation }, input) => {
      rememberOperationKind(operation.jobId, kind);
      track({
        operation,
        scope: vpsScope(server.id),
        href: `/vps/${server.id}`,
        title: t.both(`title_${kind}`, { name: server.name }),
        invalidate: [vpsKeys.detail(server.id), vpsKeys.lists()],
        retry: retryOf?.(input) ?? null,
        // A restore makes a new server: its end points at it when the result names it.
        endLink:
          kind === 'restoreToPayg'
            ? { resultKey: 'vpsId', path: '/vps/{id}', fallback: '/vps' }
            : null,
      });
      await queryClient.invalidateQueries({ queryKey: vpsKeys.detail(server.id) });
    },
  });
}
