import type { ActionGate } from './common';
import { parsePointer, pointerToFieldName } from './json-pointer';
import { parseRetryAfter } from './retry-after';

/**
 * What went wrong, so screens can branch without looking at messages:
 * - `http`: the server answered with an error status (Problem Details, or something else);
 * - `network`: no answer (offline, DNS, CORS refusal);
 * - `invalid_response`: the answer did not have the shape the panel relies on;
 * - `read_only`: a change was attempted in a read-only session and was not sent;
 * - `unsafe_url`: a server-given URL would have sent the key somewhere else, so it was refused;
 * - `timeout`: a read got no answer in time (see timeouts.ts);
 * - `unconfirmed`: a change may or may not have been made: its answer was lost (timeout,
 *   connection reset) or, with a success `status`, was unreadable. It must not be sent again
 *   blindly; the page is read again instead.
 */
export type ApiErrorKind =
  'http' | 'network' | 'invalid_response' | 'read_only' | 'unsafe_url' | 'timeout' | 'unconfirmed';

export interface FieldError {
  pointer: string;
  /** Dotted form-field name (`records.0.ttl`). */
  field: string;
  path: string[];
  detail: string;
  code: string | null;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number | null;
  code?: string | null;
  title?: string | null;
  detail?: string | null;
  requestId?: string | null;
  instance?: string | null;
  type?: string | null;
  timestamp?: string | null;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number | null;
  actions?: Record<string, ActionGate> | null;
  invoice?: Record<string, unknown> | null;
  extensions?: Record<string, unknown> | null;
  issuePaths?: string[];
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: string | null;
  readonly title: string | null;
  readonly detail: string | null;
  readonly requestId: string | null;
  readonly instance: string | null;
  readonly type: string | null;
  readonly timestamp: string | null;
  readonly fieldErrors: FieldError[];
  readonly retryAfterSeconds: number | null;
  /** Recovery fields a 409 may carry. */
  readonly actions: Record<string, ActionGate> | null;
  readonly invoice: Record<string, unknown> | null;
  readonly extensions: Record<string, unknown> | null;
  /** For `invalid_response`: where the shape broke (paths only, never values). */
  readonly issuePaths: string[];

  constructor(init: ApiErrorInit) {
    super(init.title ?? init.code ?? init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.title = init.title ?? null;
    this.detail = init.detail ?? null;
    this.requestId = init.requestId ?? null;
    this.instance = init.instance ?? null;
    this.type = init.type ?? null;
    this.timestamp = init.timestamp ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.actions = init.actions ?? null;
    this.invoice = init.invoice ?? null;
    this.extensions = init.extensions ?? null;
    this.issuePaths = init.issuePaths ?? [];
  }

  /** What support needs to find the request; nothing secret is in an ApiError to begin with. */
  supportDetails(): Record<string, string | number> {
    const details: Record<string, string | number> = { kind: this.kind };
    if (this.status !== null) details.status = this.status;
    if (this.code) details.code = this.code;
    if (this.title) details.title = this.title;
    if (this.detail) details.detail = this.detail;
    if (this.requestId) details.requestId = this.requestId;
    if (this.instance) details.instance = this.instance;
    if (this.timestamp) details.timestamp = this.timestamp;
    if (this.issuePaths.length > 0) details.paths = this.issuePaths.join(', ');
    return details;
  }

  toJSON() {
    return this.supportDetails();
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The change may have been made: sending it again could do it twice. */
export function isUnconfirmed(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'unconfirmed';
}

export function hasCode(error: unknown, code: string): error is ApiError {
  return isApiError(error) && error.code === code;
}

/** `not_found`, or an endpoint's own form of it (`vps_not_found`, `invoice_not_found`…). */
export const isNotFoundCode = (code: string | null): boolean =>
  code === 'not_found' || (code?.endsWith('_not_found') ?? false);

/** A 403 `forbidden`: the key may not do or read this at all, which is no failure of the read. */
export const isRefusal = (error: unknown): error is ApiError => hasCode(error, 'forbidden');

export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && isNotFoundCode(error.code);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FieldError[] => {
    if (!isRecord(item)) return [];
    const pointer = text(item.pointer);
    const detail = text(item.detail);
    if (pointer === null || detail === null) return [];
    return [
      {
        pointer,
        field: pointerToFieldName(pointer),
        path: parsePointer(pointer),
        detail,
        code: text(item.code),
      },
    ];
  });
}

function readGates(value: unknown): Record<string, ActionGate> | null {
  if (!isRecord(value)) return null;
  const gates: Record<string, ActionGate> = {};
  for (const [name, gate] of Object.entries(value)) {
    if (isRecord(gate) && typeof gate.allowed === 'boolean') {
      gates[name] = { allowed: gate.allowed, reason: text(gate.reason), code: text(gate.code) };
    }
  }
  return gates;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * Builds the error for an HTTP error answer. Never throws: a body that is not Problem Details
 * (an HTML page from a proxy, say) still gives the status and a usable title.
 */
export function errorFromResponse(
  status: number,
  statusText: string,
  body: string,
  retryAfterHeader: string | null,
): ApiError {
  const parsed = parseJson(body);
  const problem = isRecord(parsed) ? parsed : {};
  return new ApiError({
    kind: 'http',
    status,
    code: text(problem.code),
    title: text(problem.title) ?? (statusText || null),
    detail: text(problem.detail),
    requestId: text(problem.requestId),
    instance: text(problem.instance),
    type: text(problem.type),
    timestamp: text(problem.timestamp),
    fieldErrors: readFieldErrors(problem.errors),
    retryAfterSeconds: parseRetryAfter(retryAfterHeader),
    actions: readGates(problem.actions),
    invoice: isRecord(problem.invoice) ? problem.invoice : null,
    extensions: isRecord(problem.extensions) ? problem.extensions : null,
  });
}
