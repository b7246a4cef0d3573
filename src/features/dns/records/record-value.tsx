import type { DnsRecord } from '../../../api/dns/dns';
import { useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';

/** The value in full (long TXT values wrap), with MX and SRV numbers underneath. */
export function RecordValue({ record }: { record: DnsRecord }) {
  const t = useMessages(recordMessages);
  const details =
    record.type === 'SRV'
      ? t('srvDetails', {
          priority: record.priority ?? '—',
          weight: record.weight ?? '—',
          port: record.port ?? '—',
        })
      : record.type === 'MX'
        ? t('mxDetails', { priority: record.priority ?? '—' })
        : null;
  return (
    <div className="flex max-w-md min-w-44 flex-col gap-0.5">
      <code className="font-mono text-xs wrap-anywhere">{record.value}</code>
      {details && <span className="muted text-xs">{details}</span>}
    </div>
  );
}
