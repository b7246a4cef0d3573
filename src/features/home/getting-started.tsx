import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';

// The API cannot create domains, servers or hosting accounts, so each start links to its area.
const starts = [
  { to: '/domains', label: 'startDomains' },
  { to: '/dns', label: 'startDns' },
  { to: '/vps', label: 'startServers' },
  { to: '/vps/ssh-keys', label: 'startSshKeys' },
  { to: '/hosting', label: 'startHosting' },
  { to: '/billing/recipients', label: 'startBilling' },
] as const;

export function GettingStarted() {
  const t = useMessages(homeMessages);
  return (
    <section aria-labelledby="getting-started-title" className="card mb-6 p-5">
      <h2 id="getting-started-title" className="text-lg font-semibold">
        {t('startTitle')}
      </h2>
      <p className="muted mt-1 text-sm">{t('startDescription')}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {starts.map((start) => (
          <li key={start.to}>
            <Link to={start.to} className="link">
              {t(start.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
