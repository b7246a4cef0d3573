import { dnsKeys } from '../../../api/dns/dns';
import {
  queueBulkDns,
  type BulkDnsAccepted,
  type BulkDnsBody,
} from '../../../api/domains/bulk-dns';
import { useTrackOperation } from '../../operations/use-operations';
import { useSendMutation } from '../../use-send-mutation';
import { countBoth } from '../../../i18n/use-count';
import { useMessages } from '../../../i18n/use-messages';
import { bulkDnsJobMessages } from './messages';

export const BULK_DNS_SCOPE = 'bulk-dns';

/**
 * Queues the change and hands its job to the operations tray, which refreshes DNS when it ends.
 * The bulk DNS page and the mail presets across domains both queue through it.
 */
export function useQueueBulkDns() {
  const t = useMessages(bulkDnsJobMessages);
  const track = useTrackOperation();
  return useSendMutation<BulkDnsAccepted, BulkDnsBody>({
    mutationFn: queueBulkDns,
    scope: BULK_DNS_SCOPE,
    onSuccess: (accepted, body) => {
      const count = body.domainNames.length;
      const title =
        body.action === 'delete'
          ? countBoth(t, 'opTitle_delete', count, { type: body.recordType })
          : countBoth(t, `opTitle_${body.action}`, count);
      track({
        operation: accepted.operation,
        scope: BULK_DNS_SCOPE,
        href: '/domains/bulk-dns',
        title,
        invalidate: [dnsKeys.all],
        resources: body.domainNames.map((name) => `domain:${name}`),
      });
    },
  });
}
