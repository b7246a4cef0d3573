import { http, HttpResponse } from 'msw';
import { rebuildBodySchema } from '../../api/vps/rebuild';
import { api, authorize, readJson } from '../context';
import { paged } from '../paging';
import { invalid } from '../problem';
import { entryForSavedKey } from './data';
import { vpsGates } from './present';
import { instanceOf, parseBody, requireGate, requireVps } from './request-helpers';
import { startServerOperation } from './server-jobs';
import { presentTemplate, templatesFor } from './templates';

export const rebuildHandlers = [
  http.get(api('/api/v2/vps/:id/templates'), ({ request, params }) => {
    const { state } = authorize(request, ['read:vm']);
    const server = requireVps(state, request, params.id);
    return paged(templatesFor(server.firmwareMode).map(presentTemplate), request);
  }),
  http.post(api('/api/v2/vps/:id/actions/rebuild'), async ({ request, params }) => {
    const { state } = authorize(request, ['write:vm', 'rebuild:vm']);
    const server = requireVps(state, request, params.id);
    const body = parseBody(rebuildBodySchema, await readJson(request), request);
    const template = templatesFor(server.firmwareMode).find(
      (candidate) => candidate.id === body.templateId,
    );
    if (!template) {
      return invalid(instanceOf(request), [
        {
          pointer: '/templateId',
          detail: 'This template is not offered for this server; pick one from its template list.',
          code: 'unknown_template',
        },
      ]);
    }
    requireGate(request, 'canRebuild', vpsGates(state, server).canRebuild);
    const operation = startServerOperation(state, server, {
      kind: 'rebuild',
      busyStatus: 'rebuilding',
      complete: (rebuilt) => {
        rebuilt.status = 'running';
        rebuilt.osName = template.name;
        rebuilt.loginUser = template.loginUser;
        // The disk is new: only the assigned account keys are written into it, or none at all.
        if (body.clearSshKeys) rebuilt.savedKeyIds = [];
        rebuilt.authorizedKeys = rebuilt.savedKeyIds.flatMap((keyId, index) => {
          const key = state.vps.sshKeys.find((candidate) => candidate.id === keyId);
          return key ? [entryForSavedKey(`ak_${rebuilt.id}_r${index + 1}`, key)] : [];
        });
      },
    });
    return HttpResponse.json({ operation }, { status: 202 });
  }),
];
