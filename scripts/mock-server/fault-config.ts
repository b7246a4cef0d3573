import * as z from 'zod/mini';

/**
 * What the HTTP mock server does wrong, on purpose. One shape for the command line (a person
 * probing by hand) and for `POST /__mock/faults` (a test, per namespace).
 */
const faultRule = z.object({
  /** Only this method; any when left out. */
  method: z.optional(z.string()),
  /** The request's path; `*` stands for any run of characters, e.g. `/api/v2/dns/zones/*`. */
  path: z.string(),
  /**
   * stall: never answers (until the client gives up). reset: the connection is cut before the
   * API sees the request. reset-after-sending: the API acts on it, then the answer is cut.
   * status: answers with `status` (a Problem, with `retryAfter` as the Retry-After header).
   * latency: answers after `latencyMs`.
   */
  fault: z.enum(['stall', 'reset', 'reset-after-sending', 'status', 'latency']),
  status: z.optional(z.int().check(z.gte(400), z.lte(599))),
  /** Sent as is, so a test can send what a broken server might: `soon`, `-5`, a date. */
  retryAfter: z.optional(z.string()),
  latencyMs: z.optional(z.int().check(z.gte(0), z.lte(600_000))),
  /** Deterministic rate: the fault hits every nth matching request (1 = every one). */
  every: z.optional(z.int().check(z.gte(1))),
  /** The fault hits at most this many times. */
  times: z.optional(z.int().check(z.gte(1))),
  /** The fault hits only during this long after its first hit (an outage of that length). */
  forMs: z.optional(z.int().check(z.gte(1))),
});

export const faultConfig = z.object({
  rules: z._default(z.array(faultRule), []),
  /** Names, descriptions and hostnames in answers become hostile but valid strings. */
  hostile: z._default(z.boolean(), false),
});

export type FaultRule = z.infer<typeof faultRule>;
export type FaultConfig = z.infer<typeof faultConfig>;

export const noFaults: FaultConfig = { rules: [], hostile: false };
