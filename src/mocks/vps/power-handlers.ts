import { http, HttpResponse } from 'msw';
import { shutdownBodySchema } from '../../api/vps/power';
import { api, authorize, readJson } from '../context';
import { vpsGates } from './present';
import { parseBody, requireGate, requireVps } from './request-helpers';
import { startServerOperation, type ServerOperation } from './server-jobs';

function powerOff(kind: 'shutdown' | 'stop'): ServerOperation {
  return {
    kind,
    busyStatus: 'stopping',
    complete: (server) => {
      server.status = 'stopped';
    },
  };
}

export const powerHandlers = [
  http.post(api('/api/v2/vps/:id/actions/shutdown'), async ({ request, params }) => {
    const { state } = authorize(request, ['power:vm']);
    const server = requireVps(state, request, params.id);
    parseBody(shutdownBodySchema, await readJson(request), request);
    requireGate(request, 'canShutdown', vpsGates(state, server).canShutdown);
    const operation = startServerOperation(state, server, powerOff('shutdown'));
    return HttpResponse.json({ operation }, { status: 202 });
  }),
  // Referenced by the spec without details: same scope as shutdown, no body, always forced.
  http.post(api('/api/v2/vps/:id/actions/stop'), ({ request, params }) => {
    const { state } = authorize(request, ['power:vm']);
    const server = requireVps(state, request, params.id);
    requireGate(request, 'canStop', vpsGates(state, server).canStop);
    const operation = startServerOperation(state, server, powerOff('stop'));
    return HttpResponse.json({ operation }, { status: 202 });
  }),
];
