import { Lock } from 'lucide-react';
import { NavLink } from 'react-router';
import { useAreaReadable } from '../../components/permissions/use-learned-permissions';
import { useMessages } from '../../i18n/use-messages';
import { appMessages } from '../messages';
import { navigation, type NavigationEntry } from './navigation';
import { shellMessages } from './shell-messages';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-100'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

/** Every area of the panel, each with its icon; the current one is marked. */
export function MainNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const shellT = useMessages(shellMessages);
  return (
    <nav aria-label={shellT('mainNavigation')}>
      <ul className="flex flex-col gap-1">
        {navigation.map((entry) => (
          <li key={entry.to}>
            <NavItem entry={entry} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One area's link. Once the API refused this key a read of the area it carries a lock and says
 * so in its name; the link stays, as the page explains what the key lacks.
 */
function NavItem({ entry, onNavigate }: { entry: NavigationEntry; onNavigate?: () => void }) {
  const t = useMessages(appMessages);
  const shellT = useMessages(shellMessages);
  const readable = useAreaReadable(entry.area);
  const { to, label, icon: Icon, end } = entry;
  return (
    <NavLink
      to={to}
      end={end}
      className={linkClasses}
      onClick={onNavigate}
      aria-label={readable ? undefined : `${t(label)} ${shellT('navUnreadable')}`}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      {t(label)}
      {!readable && (
        <Lock aria-hidden className="ms-auto size-4 text-slate-500 dark:text-slate-400" />
      )}
    </NavLink>
  );
}
