/** Operation states, without zod, so the app shell can read them without loading schemas. */
export const operationStatuses = [
  'pending',
  'queued',
  'in_progress',
  'completed',
  'failed',
] as const;
export type OperationStatus = (typeof operationStatuses)[number];

export function isTerminal(status: string): boolean {
  return status === 'completed' || status === 'failed';
}

/** One of the spec's statuses; a newer server may send others, which the panel shows as such. */
export function isKnownStatus(status: string): status is OperationStatus {
  return (operationStatuses as readonly string[]).includes(status);
}
