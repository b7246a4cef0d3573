import { useState } from 'react';
import { Link } from 'react-router';
import type { Vps } from '../../../api/vps/vps';
import { backupKinds, vpsBackupPagesQuery, type VpsBackup } from '../../../api/vps/backups';
import { restoreBackupToPayg } from '../../../api/vps/restore-to-payg';
import { Dialog } from '../../../components/ui/dialog';
import { GatedButton } from '../../../components/ui/gated-button';
import { Section } from '../../../components/ui/layout';
import type { ListStateConfig } from '../../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../../components/list/list-view';
import { timeValue } from '../../../components/list/sort-rows';
import { useListState } from '../../../components/list/use-list-state';
import { useLoadedList } from '../../../components/list/use-loaded-list';
import type { CsvColumn } from '../../../lib/csv';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { isRunning, useOperationRecords } from '../../../components/operations/use-operations';
import { useServerJob } from '../jobs/use-server-job';
import { backupMessages } from './messages';
import { RestoreForm, type RestoreTarget } from './restore-form';
import { useAreaWords } from '../../../components/area-words';
import { vpsWords } from '../vps-words';

// The list is read with the page, like every other section: its restore buttons must exist
// without scrolling (a phone's keyboard or a script reaches them at once).
const RESERVED_ROWS = 3;
// On narrow screens the date and the button wrap onto three lines.
const ROW_HEIGHT = 'h-[60px] sm:h-[26px]';

type SortKey = 'created' | 'kind' | 'size';

const listConfig: ListStateConfig<SortKey, 'kind'> = {
  sortKeys: ['created', 'kind', 'size'],
  defaultSort: 'created',
  defaultOrder: 'desc',
  filters: { kind: backupKinds },
  // The server page has other sections; its own parameters stay apart.
  prefix: 'backups',
};

export function BackupsSection({ server }: { server: Vps }) {
  const t = useMessages(backupMessages);
  const reasons = useAreaWords(vpsWords);
  const format = useFormat();
  const control = useListState(listConfig);
  const list = useLoadedList(vpsBackupPagesQuery(server.id));
  const [chosen, setChosen] = useState<VpsBackup | null>(null);
  // The job creating a new server from a backup: its line stays only while the job runs.
  const [startedJob, setStartedJob] = useState<string | null>(null);
  const records = useOperationRecords();
  const started = records.some((record) => record.jobId === startedJob && isRunning(record));
  const mutation = useServerJob(
    server,
    'restoreToPayg',
    ({ backup, input }: RestoreTarget, signal) =>
      restoreBackupToPayg(server.id, backup.id, input, signal),
  );
  const close = () => {
    setChosen(null);
    mutation.reset();
  };
  const kindLabel = (kind: string) => {
    const key = `kind_${kind}`;
    return t.or(key, kind);
  };
  const columns: ListColumn<VpsBackup, SortKey>[] = [
    {
      header: t('created'),
      sortKey: 'created',
      sortValue: (backup) => timeValue(backup.createdAt),
      cell: (backup) => format.dateTime(backup.createdAt),
    },
    {
      header: t('kind'),
      sortKey: 'kind',
      sortValue: (backup) => kindLabel(backup.kind),
      cell: (backup) => kindLabel(backup.kind),
    },
    {
      header: t('size'),
      sortKey: 'size',
      sortValue: (backup) => backup.sizeGb,
      cell: (backup) => t('sizeValue', { size: format.number(backup.sizeGb) }),
    },
    {
      header: t('actions'),
      cell: (backup) => (
        <GatedButton
          requires="restoreToPayg"
          reasons={reasons}
          size="sm"
          gate={backup.actions?.canRestoreToPayg}
          aria-label={t('restoreToPaygLabel', { date: format.dateTime(backup.createdAt) })}
          onClick={() => {
            setStartedJob(null);
            setChosen(backup);
          }}
        >
          {t('restoreToPayg')}
        </GatedButton>
      ),
    },
  ];
  const filters: ListFilter<VpsBackup, 'kind'>[] = [
    {
      name: 'kind',
      label: t('kind'),
      options: backupKinds.map((value) => ({ value, label: kindLabel(value) })),
      value: (backup) => backup.kind,
    },
  ];
  const csvColumns: CsvColumn<VpsBackup>[] = [
    { header: t('created'), value: (backup) => backup.createdAt },
    { header: 'ID', value: (backup) => backup.id },
    { header: t('kind'), value: (backup) => kindLabel(backup.kind) },
    { header: t('sizeGb'), value: (backup) => backup.sizeGb },
  ];
  return (
    <Section id="backups" title={t('title')} description={t('description')}>
      {started && (
        <p role="status" className="mb-4 text-sm">
          {t('started')}{' '}
          <Link to="/vps" className="link">
            {t('serverList')}
          </Link>
        </p>
      )}
      <div className="-mb-5">
        <ListView
          label={t('listLabel', { name: server.name })}
          list={list}
          control={control}
          columns={columns}
          rowKey={(backup) => backup.id}
          searchText={(backup) =>
            `${format.dateTime(backup.createdAt)} ${kindLabel(backup.kind)} ${backup.id}`
          }
          filters={filters}
          csv={{ fileName: 'server-backups', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
          inSection
          loading={
            <TableSkeleton
              headers={columns.map((column) => column.header)}
              rows={RESERVED_ROWS}
              cellHeight={ROW_HEIGHT}
              failureReason={list.query.failureReason}
            />
          }
        />
      </div>
      <Dialog
        open={chosen !== null}
        title={chosen ? t('dialogTitle', { date: format.dateTime(chosen.createdAt) }) : ''}
        onClose={close}
      >
        {chosen && (
          <RestoreForm
            server={server}
            backup={chosen}
            mutation={mutation}
            onCancel={close}
            onDone={(jobId) => {
              setStartedJob(jobId);
              close();
            }}
          />
        )}
      </Dialog>
    </Section>
  );
}
