import { useState } from 'react';
import { hostingKeys } from '../../../api/hosting/hosting';
import {
  databaseBackupPagesQuery,
  type DatabaseBackup,
} from '../../../api/hosting/database-backups';
import { ScopeOperations } from '../../../components/operations/scope-operations';
import {
  useScopeOperations,
  useTrackOperation,
} from '../../../components/operations/use-operations';
import { GatedButton } from '../../../components/ui/gated-button';
import { Section } from '../../../components/ui/layout';
import type { ListStateConfig } from '../../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../../components/list/list-view';
import { timeValue } from '../../../components/list/sort-rows';
import { useDistinctOptions } from '../../../components/list/use-distinct-options';
import { useListState } from '../../../components/list/use-list-state';
import { useLoadedList } from '../../../components/list/use-loaded-list';
import type { CsvColumn } from '../../../lib/csv';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { useHostingAccount } from '../account/use-hosting-account';
import { hostingHref, hostingScope } from '../hosting-scope';
import { databaseMessages } from './messages';
import { RestoreDialog } from './restore-dialog';
import { useRestoreDatabase } from './use-restore-database';
import { useAreaWords } from '../../../components/area-words';
import { hostingWords } from '../hosting-words';

type SortKey = 'database' | 'created' | 'size';

const listConfig: ListStateConfig<SortKey, 'database'> = {
  sortKeys: ['database', 'created', 'size'],
  defaultSort: 'created',
  defaultOrder: 'desc',
  filters: { database: null },
};

const databaseOf = (backup: DatabaseBackup) => backup.database;

export function DatabaseBackupsPage() {
  const account = useHostingAccount();
  const t = useMessages(databaseMessages);
  const reasons = useAreaWords(hostingWords);
  const format = useFormat();
  const control = useListState(listConfig);
  const list = useLoadedList(databaseBackupPagesQuery(account.id));
  const databases = useDistinctOptions(list.rows, databaseOf, control.state.filters.database);
  const mutation = useRestoreDatabase(account.id);
  const track = useTrackOperation();
  const [chosen, setChosen] = useState<DatabaseBackup | null>(null);
  const [queued, setQueued] = useState<{ jobId: string; database: string } | null>(null);
  const operations = useScopeOperations(hostingScope(account.id));
  // Said only while its job waits in the queue: from then on the job's own row tells the rest.
  const stillQueued =
    queued !== null &&
    operations.records.some(
      (record) => record.jobId === queued.jobId && record.status === 'queued',
    );

  const choose = (backup: DatabaseBackup) => {
    mutation.reset();
    setChosen(backup);
  };
  const restore = async (backup: DatabaseBackup) => {
    const accepted = await mutation.mutateAsync(backup.id);
    track({
      operation: accepted.operation,
      scope: hostingScope(account.id),
      href: hostingHref(account.id, 'databases'),
      title: t.both('restoreTitle', { database: accepted.database.name }),
      invalidate: [hostingKeys.databaseBackups(account.id)],
    });
    setQueued({ jobId: accepted.operation.jobId, database: accepted.database.name });
    setChosen(null);
  };
  const columns: ListColumn<DatabaseBackup, SortKey>[] = [
    {
      header: t('database'),
      sortKey: 'database',
      sortValue: databaseOf,
      cell: (backup) => <code>{backup.database}</code>,
    },
    {
      header: t('createdAt'),
      sortKey: 'created',
      sortValue: (backup) => timeValue(backup.createdAt),
      cell: (backup) => format.dateTime(backup.createdAt),
    },
    {
      header: t('size'),
      sortKey: 'size',
      sortValue: (backup) => backup.sizeMb,
      cell: (backup) =>
        typeof backup.sizeMb === 'number'
          ? t('sizeMb', { size: format.number(backup.sizeMb) })
          : '—',
    },
    {
      header: t('actions'),
      cell: (backup) => (
        <GatedButton
          requires="restoreDatabase"
          reasons={reasons}
          size="sm"
          gate={backup.actions?.canRestore}
          aria-label={t('restoreLabel', {
            database: backup.database,
            date: format.dateTime(backup.createdAt),
          })}
          onClick={() => choose(backup)}
        >
          {t('restore')}
        </GatedButton>
      ),
    },
  ];
  const filters: ListFilter<DatabaseBackup, 'database'>[] = [
    { name: 'database', label: t('database'), options: databases, value: databaseOf },
  ];
  const csvColumns: CsvColumn<DatabaseBackup>[] = [
    { header: t('database'), value: databaseOf },
    { header: 'ID', value: (backup) => backup.id },
    { header: t('createdAt'), value: (backup) => backup.createdAt },
    { header: t('sizeMbHeader'), value: (backup) => backup.sizeMb },
  ];
  return (
    <Section id="database-backups" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm empty:hidden">
          {stillQueued ? t('queued', { database: queued.database }) : ''}
        </p>
        <ScopeOperations scope={hostingScope(account.id)} />
        <div className="-mb-5">
          <ListView
            label={t('listLabel')}
            list={list}
            control={control}
            columns={columns}
            rowKey={(backup) => backup.id}
            searchText={databaseOf}
            searchHint={t('searchHint')}
            filters={filters}
            csv={{ fileName: 'database-backups', columns: csvColumns }}
            emptyTitle={t('empty')}
            emptyDescription={t('emptyHint')}
            inSection
          />
        </div>
      </div>
      <RestoreDialog
        backup={chosen}
        pending={mutation.isPending}
        waiting={mutation.waiting}
        error={mutation.error}
        onConfirm={restore}
        onCancel={() => {
          mutation.reset();
          setChosen(null);
        }}
      />
    </Section>
  );
}
