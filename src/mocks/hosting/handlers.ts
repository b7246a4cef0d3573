import { http, HttpResponse } from 'msw';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { presentAccount, requireAccount } from './accounts';
import { databaseBackupHandlers } from './database-backup-handlers';
import { emailHandlers } from './email-handlers';
import { mailSettingsHandlers } from './mail-settings-handlers';
import { sshKeyHandlers } from './ssh-key-handlers';

export { findAccount, presentAccount } from './accounts';

export const hostingHandlers = [
  http.get(api('/api/v2/shared-hosting'), ({ request }) => {
    const { state } = authorize(request, ['read:hosting']);
    return paged(
      state.hosting.accounts.filter((account) => !account.foreign).map(presentAccount),
      request,
    );
  }),
  http.get(api('/api/v2/shared-hosting/:accountId'), ({ request, params }) => {
    const { state } = authorize(request, ['read:hosting']);
    return HttpResponse.json(presentAccount(requireAccount(state, request, params.accountId)));
  }),
  ...sshKeyHandlers,
  ...emailHandlers,
  ...mailSettingsHandlers,
  ...databaseBackupHandlers,
];
