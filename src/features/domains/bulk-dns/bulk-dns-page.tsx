import { useState } from 'react';
import { ScopeOperations } from '../../../components/operations/scope-operations';
import { PageHeader } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { BulkDnsForm } from './bulk-dns-form';
import { BulkDnsOutcome } from './bulk-dns-outcome';
import { bulkDnsMessages } from './messages';
import { BULK_DNS_SCOPE } from './use-queue-bulk-dns';
import { domainFrames } from '../page-frame-messages';

export function BulkDnsPage() {
  const t = useMessages(bulkDnsMessages);
  const f = useMessages(domainFrames);
  const [queued, setQueued] = useState<{ jobId: string; count: number } | null>(null);
  return (
    <>
      <PageHeader title={f('bulkTitle')} description={f('bulkDescription')} />
      <div className="mb-6 flex flex-col gap-3">
        <p role="status" className="text-sm font-medium">
          {queued ? t('queued', { count: queued.count }) : ''}
        </p>
        <ScopeOperations scope={BULK_DNS_SCOPE} />
        {queued && <BulkDnsOutcome jobId={queued.jobId} />}
      </div>
      <div className="card p-5">
        <BulkDnsForm
          onQueued={(accepted, body) =>
            setQueued({ jobId: accepted.operation.jobId, count: body.domainNames.length })
          }
        />
      </div>
    </>
  );
}
