import { isTerminal, polledJobSchema, type Operation } from '../api/core/common';
import { isApiError, type ApiError } from '../api/core/errors';
import { requestPollUrl } from '../api/core/http';

/** The ApiError a call fails with; a success or any other error fails the test. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** Every answer to polling a job's `pollUrl` the way the panel does, until the job ends. */
export async function pollJob(pollUrl: string, maxPolls = 30): Promise<Operation[]> {
  const seen: Operation[] = [];
  for (let poll = 0; poll < maxPolls; poll += 1) {
    const operation = await requestPollUrl(polledJobSchema, pollUrl);
    seen.push(operation);
    if (isTerminal(operation.status)) return seen;
  }
  throw new Error(`job still running after ${maxPolls} polls`);
}

/** How a job-backed action ends: its operation as it came, or the last answer to polling it. */
export async function pollToEnd(operation: Operation, maxPolls = 30): Promise<Operation> {
  if (!operation.pollUrl || isTerminal(operation.status)) return operation;
  return (await pollJob(operation.pollUrl, maxPolls)).at(-1) ?? operation;
}
