import { http, HttpResponse } from 'msw';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { presentSshAccess, presentSshKey } from './present';
import { requireVps } from './request-helpers';

export const sshHandlers = [
  http.get(api('/api/v2/vps/:id/ssh-access'), ({ request, params }) => {
    const { state } = authorize(request, ['read:vm']);
    return HttpResponse.json(presentSshAccess(state, requireVps(state, request, params.id)));
  }),
  http.get(api('/api/v2/ssh-keys'), ({ request }) => {
    const { state } = authorize(request, ['read:vm']);
    const keys = state.vps.sshKeys.map((key) => presentSshKey(state, key));
    return paged(keys, request, { limitErrorCode: 'invalid_pagination_limit' });
  }),
];
