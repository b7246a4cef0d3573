import { http, HttpResponse } from 'msw';
import type { HostingAccount } from '../../api/hosting';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { notFound } from '../problem';
import type { MockState } from '../state';
import type { MockHostingAccount } from './data';

export function findAccount(state: MockState, id: string | readonly string[] | undefined): MockHostingAccount | undefined {
  return state.hosting.accounts.find((account) => account.id === id && !account.foreign);
}

export function presentAccount(account: MockHostingAccount): HostingAccount {
  const { foreign: _foreign, ...fields } = account;
  return fields;
}

export const hostingHandlers = [
  http.get(api('/api/v2/shared-hosting'), ({ request }) => {
    const { state } = authorize(request, ['read:hosting']);
    return paged(state.hosting.accounts.filter((account) => !account.foreign).map(presentAccount), request);
  }),
  http.get(api('/api/v2/shared-hosting/:accountId'), ({ request, params }) => {
    const { state } = authorize(request, ['read:hosting']);
    const account = findAccount(state, params.accountId);
    if (!account) return notFound(new URL(request.url).pathname);
    return HttpResponse.json(presentAccount(account));
  }),
];
