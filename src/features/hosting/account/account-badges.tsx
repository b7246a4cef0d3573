import type { HostingAccount } from '../../../api/hosting/hosting';
import { Badge } from '../../../components/ui/layout';
import { BusyBadge } from '../../../components/operations/busy-badge';
import { useHostingLabel } from './use-hosting-label';

/** Status and platform, worded the same on the list and the account page. */
export function AccountBadges({ account }: { account: HostingAccount }) {
  const label = useHostingLabel();
  return (
    <span className="inline-flex flex-wrap gap-2">
      <Badge tone={account.status === 'active' ? 'good' : 'warning'}>
        {label('status', account.status)}
      </Badge>
      <Badge tone={account.platform === 'cpanel' ? 'neutral' : 'info'}>
        {label('platform', account.platform)}
      </Badge>
      <BusyBadge kind="hosting" ids={[account.id]} />
    </span>
  );
}
