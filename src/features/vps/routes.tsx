import type { RouteObject } from 'react-router';
import { LOAD_PAGE_SIZE, pageQuery } from '../../api/core/paging';
import { accountSshKeysPath, vpsListPath, vpsPath } from '../../api/core/paths';
import { firstRead } from '../../components/routing/first-read';
import { lazyPage } from '../../components/routing/lazy-page';
import { vpsFrames } from './page-frame-messages';

/** The VPS area: its pages under /vps, each loaded on first visit. */
export const vpsRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./server-list-page').then((page) => page.ServerListPage), {
      messages: vpsFrames,
      title: 'listTitle',
      description: 'listDescription',
    }),
    ...firstRead(() => ({ path: vpsListPath, query: pageQuery({ limit: LOAD_PAGE_SIZE }) })),
  },
  {
    path: 'ssh-keys',
    ...lazyPage(() => import('./ssh-keys/ssh-keys-page').then((page) => page.SshKeysPage), {
      messages: vpsFrames,
      title: 'sshKeysTitle',
      description: 'sshKeysDescription',
    }),
    ...firstRead(() => ({ path: accountSshKeysPath, query: pageQuery({ limit: LOAD_PAGE_SIZE }) })),
  },
  {
    path: ':id',
    ...lazyPage(() => import('./server/server-page').then((page) => page.ServerPage), {
      messages: vpsFrames,
      title: 'serverTitle',
      description: 'serverDescription',
    }),
    ...firstRead(({ id = '' }) => ({ path: vpsPath(id) })),
  },
];
