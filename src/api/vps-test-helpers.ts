import { isTerminal, polledJobSchema, type Operation } from './common';
import { requestPollUrl } from './http';

/** Follows `pollUrl` the way the panel does until the job ends; for tests of job-backed actions. */
export async function pollToEnd(operation: Operation, maxPolls = 30): Promise<Operation> {
  let current = operation;
  for (let polls = 0; current.pollUrl && !isTerminal(current.status); polls += 1) {
    if (polls === maxPolls)
      throw new Error(`job ${current.jobId} still ${current.status} after ${maxPolls} polls`);
    current = await requestPollUrl(polledJobSchema, current.pollUrl);
  }
  return current;
}

/** A rejected promise's reason, so tests can assert on an ApiError's fields. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail, but it succeeded');
}
