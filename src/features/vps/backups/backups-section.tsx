import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Vps } from '../../../api/vps/vps';
import { vpsBackupsQuery, type VpsBackup } from '../../../api/vps/backups';
import { restoreBackupToPayg } from '../../../api/vps/restore-to-payg';
import { Dialog } from '../../../components/ui/dialog';
import { GatedButton } from '../../../components/ui/gated-button';
import { Section } from '../../../components/ui/layout';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { useCursorPages } from '../../../components/ui/pager';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { useFormat, useMessages } from '../../../i18n/use-messages';
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

export function BackupsSection({ server }: { server: Vps }) {
  const t = useMessages(backupMessages);
  const reasons = useAreaWords(vpsWords);
  const format = useFormat();
  const pages = useCursorPages();
  const query = useQuery(
    vpsBackupsQuery(server.id, { limit: pages.pageSize, cursor: pages.cursor }),
  );
  const [chosen, setChosen] = useState<VpsBackup | null>(null);
  const [started, setStarted] = useState(false);
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
  const columns: Column<VpsBackup>[] = [
    { header: t('created'), cell: (backup) => format.dateTime(backup.createdAt) },
    { header: t('kind'), cell: (backup) => kindLabel(backup.kind) },
    { header: t('size'), cell: (backup) => t('sizeValue', { size: format.number(backup.sizeGb) }) },
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
            setStarted(false);
            setChosen(backup);
          }}
        >
          {t('restoreToPayg')}
        </GatedButton>
      ),
    },
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
      <div className="-mx-5 -mb-5">
        {query.isPending ? (
          <TableSkeleton
            headers={columns.map((column) => column.header)}
            rows={RESERVED_ROWS}
            cellHeight={ROW_HEIGHT}
            failureReason={query.failureReason}
          />
        ) : (
          <PagedTable
            query={query}
            pages={pages}
            columns={columns}
            rowKey={(backup) => backup.id}
            label={t('listLabel', { name: server.name })}
            emptyTitle={t('empty')}
            emptyDescription={t('emptyHint')}
          />
        )}
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
            onDone={() => {
              setStarted(true);
              close();
            }}
          />
        )}
      </Dialog>
    </Section>
  );
}
