import type { Operation } from '../../api/core/common';
import type { VpsOperationKind } from '../../api/vps/operation-conflicts';
import { startJob } from '../jobs';
import type { MockState } from '../state';
import type { MockVps } from './data';

export interface ServerOperation {
  kind: VpsOperationKind;
  /** The status shown while the job runs (`stopping`, `rebuilding`). */
  busyStatus: MockVps['status'];
  /** Applied once when the job completes. */
  complete: (server: MockVps) => void;
}

/**
 * Starts a job that holds the server: its status and gates show the work until the job ends.
 * A failed job puts the status back, unless a later operation has taken the server over.
 */
export function startServerOperation(
  state: MockState,
  server: MockVps,
  operation: ServerOperation,
): Operation {
  const previousStatus = server.status;
  const ownsServer = (jobId: string) => server.activeJobId === jobId;
  const release = (jobId: string) => {
    if (!ownsServer(jobId)) return false;
    server.activeJobId = null;
    server.activeOperation = null;
    return true;
  };
  const envelope: Operation = startJob(state, {
    onComplete: () => {
      release(envelope.jobId);
      operation.complete(server);
    },
    onFail: () => {
      if (release(envelope.jobId)) server.status = previousStatus;
    },
  });
  server.status = operation.busyStatus;
  server.activeJobId = envelope.jobId;
  server.activeOperation = operation.kind;
  return envelope;
}
