import { http, HttpResponse } from 'msw';
import { firmwareChangeBodySchema } from '../../api/vps/firmware';
import { api, authorize, readJson } from '../context';
import { presentFirmware, vpsGates } from './present';
import { parseBody, requireGate, requireVps } from './request-helpers';

export const firmwareHandlers = [
  http.get(api('/api/v2/vps/:id/firmware'), ({ request, params }) => {
    const { state } = authorize(request, ['read:vm']);
    return HttpResponse.json(presentFirmware(state, requireVps(state, request, params.id)));
  }),
  http.put(api('/api/v2/vps/:id/firmware'), async ({ request, params }) => {
    const { state } = authorize(request, ['write:vm', 'write:storage']);
    const server = requireVps(state, request, params.id);
    const body = parseBody(firmwareChangeBodySchema, await readJson(request), request);
    requireGate(request, 'canChangeMode', vpsGates(state, server).canChangeFirmware);
    server.firmwareMode = body.mode;
    if (body.storage) server.firmwareStorage = body.storage;
    return HttpResponse.json(presentFirmware(state, server));
  }),
];
