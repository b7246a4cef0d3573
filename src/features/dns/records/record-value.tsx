import type { DnsRecord } from '../../../api/dns/dns';
import { hasHostnameValue } from '../../../api/dns/record-types';
import { ServerText } from '../../../components/ui/server-text';
import { WrapAfter } from '../../../components/ui/wrap-after';
import { useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';

/**
 * The value in full (long TXT values wrap anywhere, a hostname only after its dots), isolated as
 * any text from the server is, with MX and SRV numbers underneath. Its least width is the
 * table's only: on a phone's card it would push the value left of the card's others.
 */
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
    <div className="flex max-w-md flex-col gap-0.5 sm:min-w-44">
      <code className="font-mono text-xs wrap-anywhere">
        {hasHostnameValue(record.type) ? (
          <WrapAfter value={record.value} separator="." />
        ) : (
          <ServerText value={record.value} />
        )}
      </code>
      {details && <span className="muted text-xs">{details}</span>}
    </div>
  );
}
