import { NavLink } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { appMessages } from '../messages';
import { navigation } from './navigation';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-100'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

/** Every area of the panel, each with its icon; the current one is marked. */
export function MainNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessages(appMessages);
  return (
    <nav aria-label={t('mainNavigation')}>
      <ul className="flex flex-col gap-1">
        {navigation.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={linkClasses} onClick={onNavigate}>
              <Icon aria-hidden className="size-5 shrink-0" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
