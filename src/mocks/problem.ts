import { HttpResponse } from 'msw';

let counter = 0;

export function nextRequestId(): string {
  counter += 1;
  return `req_${String(counter).padStart(6, '0')}`;
}

const titles: Record<number, string> = {
  400: 'Invalid request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Upstream failure',
};

export interface ProblemInit {
  status: number;
  code: string;
  detail: string;
  title?: string;
  instance?: string;
  errors?: { pointer: string; detail: string; code: string }[];
  headers?: Record<string, string>;
  /** Recovery fields (`actions`, `invoice`, …) and anything else at the top level. */
  extra?: Record<string, unknown>;
}

/** A Problem Details answer shaped exactly like the spec's Errors section. */
export function problem(init: ProblemInit): HttpResponse<Record<string, unknown>> {
  const body = {
    type: `https://errors.example.invalid/${init.code}`,
    title: init.title ?? titles[init.status] ?? 'Error',
    status: init.status,
    detail: init.detail,
    code: init.code,
    instance: init.instance ?? '',
    requestId: nextRequestId(),
    timestamp: new Date().toISOString(),
    ...(init.errors ? { errors: init.errors } : {}),
    ...init.extra,
  };
  return HttpResponse.json(body, {
    status: init.status,
    headers: { 'Content-Type': 'application/problem+json', ...init.headers },
  });
}

export function notFound(
  instance: string,
  code = 'not_found',
  detail = 'The resource does not exist or is not yours.',
) {
  return problem({ status: 404, code, detail, instance });
}

export function invalid(
  instance: string,
  errors: { pointer: string; detail: string; code: string }[],
  detail = 'The request did not pass validation.',
) {
  return problem({ status: 400, code: 'invalid_request', detail, instance, errors });
}
