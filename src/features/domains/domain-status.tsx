import type { Domain } from '../../api/domains/domains';
import { Badge, type Tone } from '../../components/ui/layout';
import { useMessages } from '../../i18n/use-messages';
import { domainMessages } from './messages';

const statusTone: Record<string, Tone> = {
  active: 'good',
  pending: 'info',
  expired: 'bad',
  suspended: 'warning',
  cancelled: 'neutral',
};

export function DomainStatus({ status }: { status: Domain['status'] }) {
  const t = useMessages(domainMessages);
  const key = `status_${status}`;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{t.or(key, status)}</Badge>;
}
