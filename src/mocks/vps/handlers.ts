import { http, HttpResponse } from 'msw';
import type { Vps } from '../../api/vps';
import { api, authorize } from '../context';
import { isJobRunning } from '../jobs';
import { paged } from '../paging';
import { notFound } from '../problem';
import type { MockState } from '../state';
import type { MockVps } from './data';

export function findVps(state: MockState, id: string | readonly string[] | undefined): MockVps | undefined {
  return state.vps.servers.find((server) => server.id === id && !server.foreign);
}

const allowed = { allowed: true, reason: null };

/** Gates follow the server's state and whatever job is running on it. */
export function presentVps(state: MockState, server: MockVps): Vps {
  const { foreign: _foreign, activeJobId, ...fields } = server;
  const busy = isJobRunning(state, activeJobId);
  const busyGate = { allowed: false, reason: 'Another operation is running on this server.', code: 'operation_in_progress' };
  const running = server.status === 'running';
  return {
    ...fields,
    actions: {
      canShutdown: busy ? busyGate : running ? allowed : { allowed: false, reason: 'The server is not running.', code: 'vm_not_running' },
      canStop: busy ? busyGate : running ? allowed : { allowed: false, reason: 'The server is not running.', code: 'vm_not_running' },
      canRebuild: busy ? busyGate : allowed,
      canChangeFirmware: busy ? busyGate : running ? { allowed: false, reason: 'Shut the server down before changing firmware.', code: 'vm_running' } : allowed,
    },
  };
}

export const vpsHandlers = [
  http.get(api('/api/v2/vps'), ({ request }) => {
    const { state } = authorize(request, ['read:vm']);
    return paged(state.vps.servers.filter((server) => !server.foreign).map((server) => presentVps(state, server)), request);
  }),
  http.get(api('/api/v2/vps/:id'), ({ request, params }) => {
    const { state } = authorize(request, ['read:vm']);
    const server = findVps(state, params.id);
    if (!server) return notFound(new URL(request.url).pathname, 'vps_not_found', 'The server does not exist or is not yours.');
    return HttpResponse.json(presentVps(state, server));
  }),
];
