import type { RouteObject } from 'react-router';
import { LOAD_PAGE_SIZE, pageQuery } from '../../api/core/paging';
import { hostingAccountPath, hostingAccountsPath } from '../../api/core/paths';
import { firstRead } from '../../components/routing/first-read';
import { lazyPage } from '../../components/routing/lazy-page';
import { hostingFrames } from './page-frame-messages';

/** The shared-hosting area: the account list and one account's sections, each loaded on first visit. */
export const hostingRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./account-list-page').then((page) => page.AccountListPage), {
      messages: hostingFrames,
      title: 'listTitle',
      description: 'listDescription',
    }),
    ...firstRead(() => ({
      path: hostingAccountsPath,
      query: pageQuery({ limit: LOAD_PAGE_SIZE }),
    })),
  },
  {
    path: ':id',
    ...lazyPage(() => import('./account/account-layout').then((page) => page.AccountLayout)),
    ...firstRead(({ id = '' }) => ({ path: hostingAccountPath(id) })),
    children: [
      {
        index: true,
        ...lazyPage(() =>
          import('./account/account-overview').then((page) => page.AccountOverview),
        ),
      },
      {
        path: 'ssh-keys',
        ...lazyPage(() => import('./ssh-keys/ssh-keys-page').then((page) => page.SshKeysPage)),
      },
      {
        path: 'email',
        ...lazyPage(() => import('./email/email-page').then((page) => page.EmailPage)),
      },
      {
        path: 'mail-settings',
        ...lazyPage(() =>
          import('./mail-settings/mail-settings-page').then((page) => page.MailSettingsPage),
        ),
      },
      {
        path: 'databases',
        ...lazyPage(() =>
          import('./databases/database-backups-page').then((page) => page.DatabaseBackupsPage),
        ),
      },
    ],
  },
];
