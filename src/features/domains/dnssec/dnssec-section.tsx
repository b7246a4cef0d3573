import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Domain } from '../../../api/domains/domains';
import { domainDnssecQuery } from '../../../api/domains/dnssec';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Section } from '../../../components/ui/layout';
import { EmptyState, LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { DsRecordTable } from './ds-record-table';
import { KeyRecordTable } from './key-record-table';
import { dnssecMessages } from './messages';
import { useDeleteDnssecRecord } from './use-delete-dnssec-record';
import { InlineName } from '../../../components/ui/server-text';

interface DeleteTarget {
  id: string;
  label: string;
}

export function DnssecSection({ domain }: { domain: Domain }) {
  const t = useMessages(dnssecMessages);
  const query = useQuery(domainDnssecQuery(domain.id));
  const mutation = useDeleteDnssecRecord(domain.id);
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const data = query.data;
  const gate = data?.actions?.canDelete;
  const ask = (next: DeleteTarget) => {
    mutation.reset();
    setDeleted(null);
    setTarget(next);
  };
  const confirm = async () => {
    if (!target) return;
    await mutation.mutateAsync(target.id);
    setDeleted(target.label);
    setTarget(null);
  };
  const cancel = () => {
    mutation.reset();
    setTarget(null);
  };
  const empty = data !== undefined && data.dsRecords.length === 0 && data.keyRecords.length === 0;
  return (
    <Section id="dnssec" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4">
        {query.isPending && <LoadingState failureReason={query.failureReason} />}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {deleted && (
          <p role="status" className="text-sm">
            {t('deleted', { label: deleted })}
          </p>
        )}
        {empty && <EmptyState title={t('off')} description={t('offDetail')} />}
        {data && data.dsRecords.length > 0 && (
          <DsRecordTable
            records={data.dsRecords}
            gate={gate}
            onDelete={(record) =>
              ask({ id: record.id, label: t('dsLabel', { keyTag: record.keyTag }) })
            }
          />
        )}
        {data && data.keyRecords.length > 0 && (
          <KeyRecordTable
            records={data.keyRecords}
            gate={gate}
            onDelete={(record, number) => ask({ id: record.id, label: t('keyLabel', { number }) })}
          />
        )}
      </div>
      <ConfirmDialog
        open={target !== null}
        title={t('deleteTitle', { label: target?.label ?? '' })}
        confirmLabel={t('deleteConfirm')}
        danger
        pending={mutation.isPending}
        waiting={mutation.waiting}
        error={mutation.error}
        onConfirm={confirm}
        onCancel={cancel}
      >
        <p>
          {t.rich('deleteDanger', {
            domain: <InlineName value={domain.unicodeName ?? domain.name} />,
          })}
        </p>
        <p>{t('deleteAdvice')}</p>
      </ConfirmDialog>
    </Section>
  );
}
