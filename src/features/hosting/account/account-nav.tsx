import { NavLink } from 'react-router';
import { useMessages } from '../../../i18n/use-messages';
import { hostingHref } from '../hosting-scope';
import { hostingMessages } from '../messages';

const sections = [
  { path: undefined, label: 'tab_overview' },
  { path: 'ssh-keys', label: 'tab_sshKeys' },
  { path: 'email', label: 'tab_email' },
  { path: 'mail-settings', label: 'tab_mailSettings' },
  { path: 'databases', label: 'tab_databases' },
] as const;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${
    isActive
      ? 'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-200'
      : 'border-transparent text-slate-700 hover:border-slate-400 dark:text-slate-200'
  }`;

/** The account's sections as links (each has its own address); the current one is marked. */
export function AccountNav({ accountId }: { accountId: string }) {
  const t = useMessages(hostingMessages);
  return (
    <nav
      aria-label={t('sectionsLabel')}
      className="mb-6 border-b border-slate-200 dark:border-slate-700"
    >
      <ul className="-mb-px flex flex-wrap gap-1">
        {sections.map((section) => (
          <li key={section.label}>
            <NavLink to={hostingHref(accountId, section.path)} end className={linkClasses}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
