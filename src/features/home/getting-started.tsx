import { useId } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';

// The API cannot create domains, servers or hosting accounts, so each start links to its area.
const starts = [
  { to: '/domains', label: 'startDomains', hint: 'startDomainsHint' },
  { to: '/dns', label: 'startDns', hint: 'startDnsHint' },
  { to: '/cdn', label: 'startCdn', hint: 'startCdnHint' },
  { to: '/vps', label: 'startServers', hint: 'startServersHint' },
  { to: '/vps/ssh-keys', label: 'startSshKeys', hint: 'startSshKeysHint' },
  { to: '/hosting', label: 'startHosting', hint: 'startHostingHint' },
  { to: '/billing', label: 'startBilling', hint: 'startBillingHint' },
] as const;

export function GettingStarted() {
  const t = useMessages(homeMessages);
  const hintId = useId();
  return (
    <section aria-labelledby="getting-started-title" className="card mb-6 p-5">
      <h2 id="getting-started-title" className="text-lg font-semibold">
        {t('startTitle')}
      </h2>
      <p className="muted mt-1 text-sm">{t('startDescription')}</p>
      <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {starts.map((start) => (
          <li key={start.to}>
            <Link
              to={start.to}
              className="link font-medium"
              aria-describedby={`${hintId}-${start.label}`}
            >
              {t(start.label)}
            </Link>
            <p id={`${hintId}-${start.label}`} className="muted text-sm">
              {t(start.hint)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
