import { http, HttpResponse } from 'msw';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { backupHandlers } from './backup-handlers';
import { firmwareHandlers } from './firmware-handlers';
import { powerHandlers } from './power-handlers';
import { presentVps } from './present';
import { rebuildHandlers } from './rebuild-handlers';
import { requireVps } from './request-helpers';
import { sshHandlers } from './ssh-handlers';

export { presentVps } from './present';
export { findVps } from './request-helpers';

const serverHandlers = [
  http.get(api('/api/v2/vps'), ({ request }) => {
    const { state } = authorize(request, ['read:vm']);
    return paged(
      state.vps.servers
        .filter((server) => !server.foreign)
        .map((server) => presentVps(state, server)),
      request,
    );
  }),
  http.get(api('/api/v2/vps/:id'), ({ request, params }) => {
    const { state } = authorize(request, ['read:vm']);
    return HttpResponse.json(presentVps(state, requireVps(state, request, params.id)));
  }),
];

/** Every VPS and account SSH-key endpoint; registered as one list in src/mocks/handlers.ts. */
export const vpsHandlers = [
  ...serverHandlers,
  ...powerHandlers,
  ...firmwareHandlers,
  ...rebuildHandlers,
  ...sshHandlers,
  ...backupHandlers,
];
