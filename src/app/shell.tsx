import { NavLink, Outlet } from 'react-router';
import { endSession } from '../api/core/session-store';
import { FinderLauncher } from '../features/finder/finder-launcher';
import { OperationsTray } from '../components/operations/operations-tray';
import { LearnedPermissions } from '../components/permissions/learned-permissions-list';
import { operationsStore } from '../components/operations/operations-store';
import { ToasterHost } from '../components/toast/toaster-host';
import { Button } from '../components/ui/button';
import { useReadOnly } from '../components/use-session';
import { useMessages } from '../i18n/use-messages';
import { appMessages } from './messages';
import { LanguageSwitch, ThemeSwitch } from './preference-switches';

const areas = [
  { to: '/domains', label: 'navDomains' },
  { to: '/dns', label: 'navDns' },
  { to: '/cdn', label: 'navCdn' },
  { to: '/vps', label: 'navVps' },
  { to: '/hosting', label: 'navHosting' },
  { to: '/billing', label: 'navBilling' },
] as const;

export function Shell() {
  const t = useMessages(appMessages);
  const readOnly = useReadOnly();
  const signOut = () => {
    // The store is emptied first: it saves itself, and endSession then clears the tab's storage.
    operationsStore.reset();
    endSession('signed_out');
  };
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <span className="text-lg font-semibold">{t('productName')}</span>
          <div className="flex flex-wrap items-center gap-2">
            <FinderLauncher />
            <OperationsTray />
            <LanguageSwitch />
            <ThemeSwitch />
            <Button size="sm" onClick={signOut}>
              {t('signOut')}
            </Button>
          </div>
        </div>
        <nav aria-label={t('mainNavigation')} className="mx-auto max-w-7xl overflow-x-auto px-2">
          <ul className="flex gap-1">
            {areas.map((area) => (
              <li key={area.to}>
                <NavLink
                  to={area.to}
                  className={({ isActive }) =>
                    `inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-200' : 'border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'}`
                  }
                >
                  {t(area.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {readOnly && (
        <div
          role="status"
          className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('readOnlyBanner')}
        </div>
      )}
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
      <footer className="mx-auto max-w-7xl px-4 pb-6">
        <LearnedPermissions />
      </footer>
      <ToasterHost />
    </div>
  );
}
