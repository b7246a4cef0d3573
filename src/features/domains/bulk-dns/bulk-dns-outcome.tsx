import { useQueryClient } from '@tanstack/react-query';
import { polledJobSchema } from '../../../api/core/common';
import { bulkDnsSkippedDomains } from '../../../api/domains/bulk-dns';
import { operationKeys } from '../../../api/core/operations';
import { useJobStatus } from '../../../components/operations/use-operations';
import { useServerWords } from '../../../components/server-words';
import { Notice } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { bulkDnsMessages } from './messages';

/**
 * The domains a finished job left alone, read from the job the operations tray polled (this
 * page does not poll a second time). After a reload the detail is gone; the tray still says done.
 */
export function BulkDnsOutcome({ jobId }: { jobId: string }) {
  const t = useMessages(bulkDnsMessages);
  const serverWords = useServerWords();
  const queryClient = useQueryClient();
  const done = useJobStatus(jobId) === 'completed';
  const polled = polledJobSchema.safeParse(queryClient.getQueryData(operationKeys.job(jobId)));
  const skipped = done && polled.success ? bulkDnsSkippedDomains(polled.data.result) : [];
  if (skipped.length === 0) return null;
  return (
    <Notice tone="warning" title={t('skippedTitle')}>
      <ul className="list-disc pl-5">
        {skipped.map((item) => {
          const key = `skipped_${item.code}`;
          return (
            <li key={item.domainName}>
              {t.or(
                key,
                t('skippedOther', {
                  domain: item.domainName,
                  detail: serverWords(undefined, item.detail) ?? item.code,
                }),
                { domain: item.domainName },
              )}
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}
