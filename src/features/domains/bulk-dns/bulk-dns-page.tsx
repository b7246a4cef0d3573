import { useState } from 'react';
import { ScopeOperations } from '../../../components/operations/scope-operations';
import { notify } from '../../../components/toast/toast-store';
import { PageHeader } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { BulkDnsForm } from './bulk-dns-form';
import type { BulkDnsFormValues } from './bulk-dns-form-values';
import { BulkDnsResult } from './bulk-dns-result';
import { bulkDnsMessages } from './messages';
import { BULK_DNS_SCOPE } from '../../../components/dns/bulk-dns-job/use-queue-bulk-dns';
import { domainFrames } from '../page-frame-messages';

export function BulkDnsPage() {
  const t = useMessages(bulkDnsMessages);
  const f = useMessages(domainFrames);
  const [queued, setQueued] = useState<{
    jobId: string;
    count: number;
    values: BulkDnsFormValues;
  } | null>(null);
  // Set once the form comes back after a result: empty, or a failed job's change to try again.
  const [again, setAgain] = useState<{ values?: BulkDnsFormValues } | null>(null);
  return (
    <>
      <PageHeader title={f('bulkTitle')} description={f('bulkDescription')} />
      {queued ? (
        <BulkDnsResult
          jobId={queued.jobId}
          count={queued.count}
          onAnother={() => {
            setAgain({});
            setQueued(null);
          }}
          onTryAgain={() => {
            setAgain({ values: queued.values });
            setQueued(null);
          }}
        />
      ) : (
        <>
          {/* Jobs queued before (a reload, another visit) still show their progress here. */}
          <div className="mb-6 empty:hidden">
            <ScopeOperations scope={BULK_DNS_SCOPE} />
          </div>
          <div className="card p-5">
            <BulkDnsForm
              initial={again?.values}
              focusOnMount={again !== null}
              onQueued={(accepted, body, values) => {
                const count = body.domainNames.length;
                notify({ kind: 'success', title: t('queuedTitle') });
                setQueued({ jobId: accepted.operation.jobId, count, values });
              }}
            />
          </div>
        </>
      )}
    </>
  );
}
