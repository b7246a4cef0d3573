import type { Operation } from '../api/core/common';
import type { Problem } from '../api/core/common';
import { jobSteps } from './scenarios';
import type { MockState } from './state';

export interface MockJob {
  id: string;
  pollUrl: string;
  polls: number;
  steps: number;
  initialStatus: 'pending' | 'queued' | 'in_progress';
  outcome: 'completed' | 'failed';
  result: unknown;
  error?: Problem;
  onComplete?: (state: MockState) => void;
  onFail?: (state: MockState) => void;
}

export interface StartJobOptions {
  idPrefix?: string;
  /** Defaults to `/api/jobs/{jobId}`; shared-hosting restores pass their queue URL. */
  pollUrl?: (jobId: string) => string;
  initialStatus?: MockJob['initialStatus'];
  result?: unknown;
  onComplete?: (state: MockState) => void;
  onFail?: (state: MockState) => void;
  /** Forces the outcome regardless of scenario. */
  outcome?: MockJob['outcome'];
}

export function newId(state: MockState, prefix: string): string {
  state.nextId += 1;
  return `${prefix}_${String(state.nextId).padStart(5, '0')}`;
}

/**
 * Jobs advance one step per poll, so tests and demos are deterministic whatever the clock:
 * pending/queued at creation, in_progress with progress while polled, then completed (or failed
 * in the `job-failing` scenario), at which point the state change is applied once.
 */
export function startJob(state: MockState, options: StartJobOptions = {}): Operation {
  const id = newId(state, options.idPrefix ?? 'job');
  const job: MockJob = {
    id,
    pollUrl: options.pollUrl ? options.pollUrl(id) : `/api/jobs/${id}`,
    polls: 0,
    steps: jobSteps(state.scenario),
    initialStatus: options.initialStatus ?? 'pending',
    outcome: options.outcome ?? (state.scenario === 'job-failing' ? 'failed' : 'completed'),
    result: options.result ?? null,
    ...(options.onComplete ? { onComplete: options.onComplete } : {}),
    ...(options.onFail ? { onFail: options.onFail } : {}),
  };
  state.jobs.set(id, job);
  return { status: job.initialStatus, jobId: id, pollUrl: job.pollUrl, result: null };
}

export function isJobRunning(state: MockState, id: string | null | undefined): boolean {
  if (!id) return false;
  const job = state.jobs.get(id);
  return job !== undefined && job.polls < job.steps;
}

/** One poll: advances the job and answers its envelope. */
export function pollJob(state: MockState, id: string): Operation | null {
  const job = state.jobs.get(id);
  if (!job) return null;
  if (!state.jobsHeld && job.polls < job.steps) {
    job.polls += 1;
    if (job.polls === job.steps) {
      if (job.outcome === 'completed') job.onComplete?.(state);
      else job.onFail?.(state);
    }
  }
  if (job.polls < job.steps) {
    return {
      status: 'in_progress',
      jobId: id,
      pollUrl: job.pollUrl,
      progress: Math.round((job.polls / job.steps) * 100),
      result: null,
    };
  }
  if (job.outcome === 'failed') {
    return {
      status: 'failed',
      jobId: id,
      pollUrl: null,
      result: null,
      error: job.error ?? {
        type: 'https://errors.example.invalid/upstream_failed',
        title: 'Upstream failure',
        status: 502,
        code: 'upstream_failed',
        detail: 'The provider reported a failure while running this job.',
        requestId: `req_job_${id}`,
      },
    };
  }
  return { status: 'completed', jobId: id, pollUrl: null, progress: 100, result: job.result };
}
