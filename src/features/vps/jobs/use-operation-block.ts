import { conflictsWith, type VpsGuardedAction } from '../../../api/vps/operation-conflicts';
import { holdsBack } from '../../../components/operations/follow';
import { useScopeOperations } from '../../../components/operations/use-operations';
import { useMessages } from '../../../i18n/use-messages';
import { jobMessages } from './messages';
import { operationKindOf } from './operation-kinds';
import { vpsScope } from './scope';

/**
 * The panel's own reason to hold an action back while one of this server's jobs runs, before
 * the server's gates have been read again. A job of unknown kind holds everything back; a job
 * the panel no longer follows, or whose status it does not know, holds nothing back.
 */
export function useOperationBlock(serverId: string): (action: VpsGuardedAction) => string | null {
  const t = useMessages(jobMessages);
  const { records } = useScopeOperations(vpsScope(serverId));
  const running = records.filter(holdsBack).map((record) => operationKindOf(record.jobId));
  return (action) => {
    for (const kind of running) {
      if (kind === null) return t('busy_unknown');
      if (conflictsWith(action, kind)) return t(`busy_${kind}`);
    }
    return null;
  };
}
