import type { Scope } from '../api/core/scopes';
import { demoKeys, type DemoKey } from './demo-keys';
import { problem } from './problem';
import { stateFor, type MockState } from './state';

export interface MockCaller {
  state: MockState;
  key: DemoKey;
  namespace: string;
}

/**
 * `Authorization: Bearer <demo key>` optionally followed by `~<namespace>`: each namespace has
 * its own state, so parallel e2e tests never see each other's changes.
 */
export function parseCredentials(request: Request): { key: DemoKey; namespace: string } | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/.exec(header);
  if (!match?.[1]) return null;
  const [keyText, namespace = 'default'] = match[1].split('~');
  const key = demoKeys.find((candidate) => candidate.key === keyText);
  return key ? { key, namespace } : null;
}

/** Checks the key and scopes like the spec: 401 without valid credentials, 403 without a scope. */
export function authorize(request: Request, required: readonly Scope[]): MockCaller {
  const instance = new URL(request.url).pathname;
  const credentials = parseCredentials(request);
  if (!credentials) {
    throw problem({
      status: 401,
      code: 'unauthorized',
      detail: 'Authentication is missing or the API key is not valid.',
      instance,
    });
  }
  const missing = required.filter((scope) => !credentials.key.scopes.includes(scope));
  if (missing.length > 0) {
    throw problem({
      status: 403,
      code: 'forbidden',
      detail: `This API key lacks the scope ${missing.join(', ')}.`,
      instance,
      extra: { extensions: { missingScopes: missing } },
    });
  }
  return {
    state: stateFor(credentials.namespace),
    key: credentials.key,
    namespace: credentials.namespace,
  };
}

export function requireOwner(caller: MockCaller, request: Request, detail: string): void {
  if (!caller.key.accountOwner) {
    throw problem({
      status: 403,
      code: 'forbidden',
      detail,
      instance: new URL(request.url).pathname,
    });
  }
}

/** MSW path that matches any origin (same-origin worker, Node tests and the HTTP server). */
export function api(path: string): string {
  return `*${path}`;
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw problem({
      status: 400,
      code: 'invalid_request',
      detail: 'The body is not valid JSON.',
      instance: new URL(request.url).pathname,
    });
  }
}
