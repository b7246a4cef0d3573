import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { OperationsTray } from '../../components/operations/operations-tray';
import { FinderLauncher } from '../../features/finder/finder-launcher';
import { PageNameContext } from '../../components/routing/page-name';
import { useMarkFirstPaint } from '../../components/routing/first-paint';
import { ToasterHost } from '../../components/toast/toaster-host';
import { useReadOnly } from '../../components/use-session';
import { useMessages } from '../../i18n/use-messages';
import { appMessages } from '../messages';
import { followSystemTheme } from '../../lib/theme';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { Breadcrumbs } from './breadcrumbs';
import { TitleOverrideContext, trailTitle } from './document-title';
import { MobileMenu } from './mobile-menu';
import { OfflineBanner } from './offline-banner';
import { MainNavigation } from './nav-links';
import { usePageTrail } from './use-page-trail';
import { useRouteAnnouncement } from './use-route-announcement';
import { shellMessages } from './shell-messages';

export function Shell() {
  useMarkFirstPaint();
  const t = useMessages(appMessages);
  const shellT = useMessages(shellMessages);
  const readOnly = useReadOnly();
  const { trail, reportName } = usePageTrail();
  const [override, setOverride] = useState<string | null>(null);
  const overrideTitle = useCallback((page: string) => {
    setOverride(page);
    return () => setOverride((current) => (current === page ? null : current));
  }, []);
  const title = trailTitle(
    trail.map((item) => item.label),
    t('productName'),
    override,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => followSystemTheme(), []);
  const mainRef = useRef<HTMLElement>(null);
  const announcement = useRouteAnnouncement(title, mainRef);
  return (
    <PageNameContext value={reportName}>
      <TitleOverrideContext value={overrideTitle}>
        <div className="min-h-screen">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900"
          >
            {shellT('skipToContent')}
          </a>
          <header className="sticky top-0 z-30 h-14 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <div className="flex h-full items-center gap-2 px-3 md:px-4">
              <MobileMenu />
              <Brand />
              <div className="ml-auto flex items-center gap-1">
                <FinderLauncher />
                <OperationsTray />
                <AccountMenu />
              </div>
            </div>
          </header>
          <OfflineBanner />
          {readOnly && (
            <div
              role="status"
              className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            >
              {shellT('readOnlyBanner')}
            </div>
          )}
          <div className="flex min-h-[calc(100vh-3.5rem)]">
            <aside className="hidden w-56 shrink-0 border-r border-slate-200 p-3 md:block dark:border-slate-800">
              <div className="sticky top-17">
                <MainNavigation />
              </div>
            </aside>
            <main
              id="main"
              ref={mainRef}
              tabIndex={-1}
              className="mx-auto w-full max-w-7xl min-w-0 px-4 py-6 focus:outline-none"
            >
              <Breadcrumbs trail={trail} />
              <Outlet />
            </main>
          </div>
          <div aria-live="polite" className="sr-only">
            {announcement}
          </div>
          <ToasterHost />
        </div>
      </TitleOverrideContext>
    </PageNameContext>
  );
}
