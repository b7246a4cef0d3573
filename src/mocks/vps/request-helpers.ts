import type { z } from '../../api/core/z';
import { invalid, notFound, problem } from '../problem';
import type { MockState } from '../state';
import type { ActionGate } from '../../api/core/common';
import type { MockVps } from './data';
import { pointerErrors } from '../validation';
import { describeIssue, type IssueWording } from './issue-details';

export function instanceOf(request: Request): string {
  return new URL(request.url).pathname;
}

export function findVps(
  state: MockState,
  id: string | readonly string[] | undefined,
): MockVps | undefined {
  return state.vps.servers.find((server) => server.id === id && !server.foreign);
}

/** The caller's server, or a thrown 404 `vps_not_found` (foreign servers look missing). */
export function requireVps(
  state: MockState,
  request: Request,
  id: string | readonly string[] | undefined,
): MockVps {
  const server = findVps(state, id);
  if (!server)
    throw notFound(
      instanceOf(request),
      'vps_not_found',
      'The server does not exist or is not yours.',
    );
  return server;
}

/** Parses a body with the panel's own request schema; failures become 400 with pointers. */
export function parseBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  request: Request,
  wording: IssueWording = {},
): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors = pointerErrors(parsed.error, {
    detail: (issue) => describeIssue(issue, wording),
    code: (issue) => issue.code,
  });
  const summary = errors
    .map((error) => `${error.pointer.slice(1) || 'body'}: ${error.detail}`)
    .join(' ');
  throw invalid(instanceOf(request), errors, `The request did not pass validation. ${summary}`);
}

/** A blocked gate answered as 409 with the gate's code and the gate itself for recovery. */
export function requireGate(request: Request, name: string, gate: ActionGate): void {
  if (gate.allowed) return;
  throw problem({
    status: 409,
    code: gate.code ?? 'action_not_allowed',
    detail: gate.reason ?? 'This action is not possible right now.',
    instance: instanceOf(request),
    extra: { actions: { [name]: gate } },
  });
}
