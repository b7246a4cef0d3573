import type { Vps } from '../../api/vps/vps';
import { Badge, type Tone } from '../../components/ui/layout';
import { useMessages } from '../../i18n/use-messages';
import { vpsMessages } from './messages';

const statusTone: Record<string, Tone> = {
  running: 'good',
  stopped: 'neutral',
  provisioning: 'info',
  rebuilding: 'info',
  stopping: 'warning',
  error: 'bad',
};

export function ServerStatus({ status }: { status: Vps['status'] }) {
  const t = useMessages(vpsMessages);
  const key = `status_${status}`;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{t.or(key, status)}</Badge>;
}
