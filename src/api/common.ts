import { lenientEnum } from './lenient';
import { operationStatuses } from './operation-status';
import { z } from './z';
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN } from './paging';

export const actionGateSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullish(),
  code: z.string().nullish(),
});
export type ActionGate = z.infer<typeof actionGateSchema>;


export { isTerminal, operationStatuses, type OperationStatus } from './operation-status';

export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().optional(),
  detail: z.string().optional(),
  code: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  timestamp: z.string().optional(),
  errors: z
    .array(z.object({ pointer: z.string(), detail: z.string(), code: z.string().optional() }))
    .optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const operationSchema = z.object({
  status: lenientEnum(operationStatuses),
  jobId: z.string(),
  pollUrl: z.string().nullish(),
  result: z.unknown().optional(),
  // assumed-shapes.md: present while the job can estimate it; failure details when failed.
  progress: z.number().optional(),
  error: problemSchema.optional(),
});
export type Operation = z.infer<typeof operationSchema>;

/** The 202 body of every asynchronous action; areas extend it with their extra fields. */
export const acceptedOperationSchema = z.object({ operation: operationSchema });
export type AcceptedOperation = z.infer<typeof acceptedOperationSchema>;

/** A polled job: `{ operation }`, or the bare envelope (assumed-shapes.md accepts both). */
export const polledJobSchema = z.union([
  acceptedOperationSchema.transform((body) => body.operation),
  operationSchema,
]);

/** assumed-shapes.md: every list is `{ data, hasMore, nextCursor }` with `limit` and `cursor`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    hasMore: z.boolean(),
    nextCursor: z.string().nullish(),
  });
}
export type Page<T> = { data: T[]; hasMore: boolean; nextCursor?: string | null };

export const pageSizeSchema = z.number().int().min(PAGE_SIZE_MIN).max(PAGE_SIZE_MAX);


export const timestampSchema = z.string();
export const emptyBodySchema = z.unknown();
