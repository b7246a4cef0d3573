import { lenientEnum } from './lenient';
import { operationStatuses } from './operation-status';
import { z } from './z';
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN } from './paging';

export const actionGateSchema = z.object({
  allowed: z.boolean(),
  reason: z.nullish(z.string()),
  code: z.nullish(z.string()),
});
export type ActionGate = z.infer<typeof actionGateSchema>;

export { isTerminal, operationStatuses, type OperationStatus } from './operation-status';

export const problemSchema = z.object({
  type: z.optional(z.string()),
  title: z.optional(z.string()),
  status: z.optional(z.number()),
  detail: z.optional(z.string()),
  code: z.optional(z.string()),
  instance: z.optional(z.string()),
  requestId: z.optional(z.string()),
  timestamp: z.optional(z.string()),
  errors: z.optional(
    z.array(z.object({ pointer: z.string(), detail: z.string(), code: z.optional(z.string()) })),
  ),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});
export type Problem = z.infer<typeof problemSchema>;

export const operationSchema = z.object({
  status: lenientEnum(operationStatuses),
  jobId: z.string(),
  pollUrl: z.nullish(z.string()),
  result: z.optional(z.unknown()),
  // assumed-shapes.md: present while the job can estimate it; failure details when failed.
  progress: z.optional(z.number()),
  error: z.optional(problemSchema),
});
export type Operation = z.infer<typeof operationSchema>;

/** The 202 body of every asynchronous action; areas extend it with their extra fields. */
export const acceptedOperationSchema = z.object({ operation: operationSchema });
export type AcceptedOperation = z.infer<typeof acceptedOperationSchema>;

/** A polled job: `{ operation }`, or the bare envelope (assumed-shapes.md accepts both). */
export const polledJobSchema = z.union([
  z.pipe(
    acceptedOperationSchema,
    z.transform((body) => body.operation),
  ),
  operationSchema,
]);

/** assumed-shapes.md: every list is `{ data, hasMore, nextCursor }` with `limit` and `cursor`. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    hasMore: z.boolean(),
    nextCursor: z.nullish(z.string()),
  });
}
export type Page<T> = { data: T[]; hasMore: boolean; nextCursor?: string | null };

export const pageSizeSchema = z.int().check(z.gte(PAGE_SIZE_MIN), z.lte(PAGE_SIZE_MAX));

export const timestampSchema = z.string();
export const emptyBodySchema = z.unknown();
