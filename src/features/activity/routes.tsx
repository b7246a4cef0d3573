import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/routing/lazy-page';
import { activityFrames } from './page-frame-messages';

/** The activity journal: read from this device's storage, so no first API read. */
export const activityRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./activity-page').then((page) => page.ActivityPage), {
      messages: activityFrames,
      title: 'title',
      description: 'description',
    }),
  },
];
