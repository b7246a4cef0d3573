import { useEffect, useId, useRef } from 'react';
import { ScopeOperations } from '../../../components/operations/scope-operations';
import { useJobStatus } from '../../../components/operations/use-operations';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { BulkDnsOutcome } from './bulk-dns-outcome';
import { bulkDnsMessages } from './messages';
import { BULK_DNS_SCOPE } from '../../../components/dns/bulk-dns-job/use-queue-bulk-dns';

interface BulkDnsResultProps {
  jobId: string;
  count: number;
  onAnother: () => void;
  /** Back to the form with the change that was queued, offered once the job has failed. */
  onTryAgain: () => void;
}

/**
 * Takes the form's place once the change is queued: the user, scrolled down at the form, is
 * taken to it, and the change just queued is no longer one click from being queued again.
 */
export function BulkDnsResult({ jobId, count, onAnother, onTryAgain }: BulkDnsResultProps) {
  const t = useMessages(bulkDnsMessages);
  const failed = useJobStatus(jobId) === 'failed';
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = heading.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: 'start' });
  }, [jobId]);
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-3 p-5">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {t('queuedTitle')}
      </h2>
      <p className="text-sm">{t('queued', { count })}</p>
      <ScopeOperations scope={BULK_DNS_SCOPE} />
      <BulkDnsOutcome jobId={jobId} />
      {failed && <p className="text-sm">{t('tryAgainSameHint')}</p>}
      <div className="flex flex-wrap gap-2">
        {failed && (
          <Button variant="primary" onClick={onTryAgain}>
            {t('tryAgainSame')}
          </Button>
        )}
        <Button onClick={onAnother}>{t('prepareAnother')}</Button>
      </div>
    </section>
  );
}
