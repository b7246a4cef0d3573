import { acceptedOperationSchema } from '../core/common';
import { request } from '../core/http';
import { vpsPath } from '../core/paths';
import { z } from '../core/z';

export const shutdownBodySchema = z.object({
  /** Escalate to a forced power-off when the guest does not respond; omit for graceful. */
  force: z.optional(z.boolean()),
});
export type ShutdownBody = z.infer<typeof shutdownBodySchema>;

/** Graceful shutdown through the guest OS (202 with an operation to poll). */
export function shutdownVps(id: string, body: ShutdownBody = {}, signal?: AbortSignal) {
  return request(acceptedOperationSchema, {
    method: 'POST',
    path: vpsPath(id, 'actions', 'shutdown'),
    body,
    signal,
  });
}

/** Immediate forced power-off; the endpoint takes no options. */
export function stopVps(id: string, signal?: AbortSignal) {
  return request(acceptedOperationSchema, {
    method: 'POST',
    path: vpsPath(id, 'actions', 'stop'),
    signal,
  });
}
