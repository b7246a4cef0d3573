import type { ActionGate } from '../../api/core/common';
import {
  conflictsWith,
  type VpsGuardedAction,
  type VpsOperationKind,
} from '../../api/vps/operation-conflicts';
import { closedGate } from '../gates';

const operationLabels: Record<VpsOperationKind, string> = {
  shutdown: 'A shutdown',
  stop: 'A forced stop',
  rebuild: 'A rebuild',
  restoreToPayg: 'A restore to a new server',
};

/**
 * The fake's closed gate for `action` while `running` is under way, worded as the server would,
 * or null when the action is unaffected. The panel blocks its buttons by the same rule
 * (`conflictsWith`) the moment it starts a job.
 */
export function operationConflictGate(
  action: VpsGuardedAction,
  running: VpsOperationKind | null | undefined,
): ActionGate | null {
  if (!running || !conflictsWith(action, running)) return null;
  return closedGate(
    'operation_in_progress',
    `${operationLabels[running]} is in progress on this server; wait until it finishes.`,
  );
}
