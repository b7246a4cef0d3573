import type { CdnZone } from '../../../api/cdn/cdn';
import { Badge, type Tone } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { zoneMessages } from './messages';

const statusTone: Record<string, Tone> = {
  active: 'good',
  pending: 'info',
  misconfigured: 'warning',
  missing: 'bad',
  disabled: 'neutral',
};
const sslTone: Record<string, Tone> = { active: 'good', pending: 'info', error: 'bad' };

export function ZoneStatusBadge({ status }: { status: NonNullable<CdnZone['status']> }) {
  const t = useMessages(zoneMessages);
  const key = `status_${status}`;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{t.or(key, status)}</Badge>;
}

export function SslStatusBadge({ status }: { status: NonNullable<CdnZone['ssl']>['status'] }) {
  const t = useMessages(zoneMessages);
  const key = `ssl_${status}`;
  return <Badge tone={sslTone[status] ?? 'neutral'}>{t.or(key, status)}</Badge>;
}
