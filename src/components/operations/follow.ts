import type { Operation } from '../../api/core/common';
import { isKnownStatus, isTerminal } from '../../api/core/operation-status';
import { isApiError } from '../../api/core/errors';
import {
  isTransientPollError,
  MAX_UNKNOWN_STATUS_POLLS,
  POLL_GIVE_UP_MS,
} from '../../api/core/poll-policy';
import type { HaltReason, OperationError, OperationRecord, RecordChange } from './operations-store';

export type { RecordChange } from './operations-store';

export interface FollowStep {
  change: RecordChange;
  /** Read again what the job changes (its gates among it): the job ended or the panel let go. */
  refresh: boolean;
}

function problem(value: {
  title?: string | null | undefined;
  detail?: string | null | undefined;
  code?: string | null | undefined;
  requestId?: string | null | undefined;
}): OperationError {
  return {
    title: value.title ?? null,
    detail: value.detail ?? null,
    code: value.code ?? null,
    requestId: value.requestId ?? null,
  };
}

/** The page a completed job's result names (a new server's), when the record says where. */
function resultHref(record: OperationRecord, result: unknown): string | null {
  const link = record.endLink;
  if (!link || typeof result !== 'object' || result === null) return null;
  const id = (result as Record<string, unknown>)[link.resultKey];
  return typeof id === 'string' && id !== ''
    ? link.path.replace('{id}', encodeURIComponent(id))
    : null;
}

/**
 * What one poll answer means for the record. Only a terminal status from the server ends the
 * job; a status the spec does not list is kept and shown, up to a limit; a job still running
 * after the give-up time is left to the server's own gates.
 */
export function afterAnswer(
  record: OperationRecord,
  operation: Operation,
  now: number,
): FollowStep {
  const checkedAt = now;
  if (isTerminal(operation.status)) {
    return {
      change: {
        status: operation.status,
        progress: operation.progress ?? (operation.status === 'completed' ? 100 : null),
        pollUrl: null,
        halt: null,
        unknownPolls: 0,
        error: operation.error ? problem(operation.error) : null,
        checkedAt,
        endHref: operation.status === 'completed' ? resultHref(record, operation.result) : null,
      },
      refresh: true,
    };
  }
  const progress = operation.progress ?? record.progress;
  if (!isKnownStatus(operation.status)) {
    const unknownPolls = record.unknownPolls + 1;
    const halt: HaltReason | null =
      unknownPolls >= MAX_UNKNOWN_STATUS_POLLS ? 'unknown_status' : null;
    return {
      change: { status: operation.status, progress, unknownPolls, halt, checkedAt },
      // The server's gates say what the panel cannot: read them when the status turns strange.
      refresh: record.unknownPolls === 0 || halt !== null,
    };
  }
  const halt: HaltReason | null = now - record.startedAt > POLL_GIVE_UP_MS ? 'gave_up' : null;
  return {
    change: { status: operation.status, progress, unknownPolls: 0, halt, checkedAt },
    refresh: halt !== null,
  };
}

/** Why the panel stops asking after a poll that failed for good (retries already spent). */
export function haltReasonFor(error: unknown): HaltReason {
  if (isApiError(error)) {
    if (error.status === 404 || error.status === 410) return 'gone';
    if (error.kind === 'unsafe_url') return 'unfollowable';
  }
  return isTransientPollError(error) ? 'unreachable' : 'unreadable';
}

/** A poll that failed for good never marks the job failed: the panel only stops asking. */
export function afterError(error: unknown, now: number): FollowStep {
  const halt = haltReasonFor(error);
  return {
    change: {
      halt,
      checkedAt: now,
      ...(halt === 'unreadable' && isApiError(error) ? { error: problem(error) } : {}),
    },
    refresh: true,
  };
}

/** A job the panel follows (or still tries to): not ended, not let go. */
export function isFollowed(record: Pick<OperationRecord, 'status' | 'halt'>): boolean {
  return !isTerminal(record.status) && record.halt === null;
}

/**
 * Whether the panel itself holds conflicting actions back for this job: only while it follows
 * a job whose status it understands. Otherwise the server's gates decide alone.
 */
export function holdsBack(record: Pick<OperationRecord, 'status' | 'halt'>): boolean {
  return isFollowed(record) && isKnownStatus(record.status);
}

/** A status the panel does not know, as the server wrote it but never longer than a few words. */
export const shownStatus = (status: string) =>
  status.length > 40 ? `${status.slice(0, 39)}…` : status;
