import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hostingKeys } from '../../../api/hosting/hosting';
import { databaseBackupsQuery, type DatabaseBackup } from '../../../api/hosting/database-backups';
import { ScopeOperations } from '../../../components/operations/scope-operations';
import { useTrackOperation } from '../../../components/operations/use-operations';
import { GatedButton } from '../../../components/ui/gated-button';
import { Section } from '../../../components/ui/layout';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { useCursorPages } from '../../../components/ui/pager';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { useHostingAccount } from '../account/use-hosting-account';
import { hostingHref, hostingScope } from '../hosting-scope';
import { databaseMessages } from './messages';
import { RestoreDialog } from './restore-dialog';
import { useRestoreDatabase } from './use-restore-database';
import { useAreaWords } from '../../../components/area-words';
import { hostingWords } from '../hosting-words';

export function DatabaseBackupsPage() {
  const account = useHostingAccount();
  const t = useMessages(databaseMessages);
  const reasons = useAreaWords(hostingWords);
  const format = useFormat();
  const pages = useCursorPages();
  const query = useQuery(
    databaseBackupsQuery(account.id, { limit: pages.pageSize, cursor: pages.cursor }),
  );
  const mutation = useRestoreDatabase(account.id);
  const track = useTrackOperation();
  const [chosen, setChosen] = useState<DatabaseBackup | null>(null);
  const [queued, setQueued] = useState<string | null>(null);

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
    setQueued(accepted.database.name);
    setChosen(null);
  };
  const columns: Column<DatabaseBackup>[] = [
    { header: t('database'), cell: (backup) => <code>{backup.database}</code> },
    { header: t('createdAt'), cell: (backup) => format.dateTime(backup.createdAt) },
    {
      header: t('size'),
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
  return (
    <Section id="database-backups" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm empty:hidden">
          {queued ? t('queued', { database: queued }) : ''}
        </p>
        <ScopeOperations scope={hostingScope(account.id)} />
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(backup) => backup.id}
          label={t('listLabel')}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
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
