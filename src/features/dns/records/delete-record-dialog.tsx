import type { DnsZone } from '../../../api/dns/dns';
import { absoluteRecordName } from '../../../api/dns/record-name';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InlineName, ServerText } from '../../../components/ui/server-text';
import type { SendWaiting } from '../../../components/use-send-mutation';
import { useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';
import type { RecordRow } from './record-view';

interface DeleteRecordDialogProps {
  zone: DnsZone;
  row: RecordRow | null;
  pending: boolean;
  waiting: SendWaiting;
  error: unknown;
  onConfirm: (row: RecordRow) => Promise<unknown>;
  onCancel: () => void;
  focusAfterClose: () => HTMLElement | null;
}

export function DeleteRecordDialog({
  zone,
  row,
  pending,
  waiting,
  error,
  onConfirm,
  onCancel,
  focusAfterClose,
}: DeleteRecordDialogProps) {
  const t = useMessages(recordMessages);
  const labels = { name: <InlineName value={row?.name ?? ''} />, type: row?.record.type ?? '' };
  return (
    <ConfirmDialog
      open={row !== null}
      title={t.rich('deleteTitle', labels)}
      confirmLabel={t('deleteConfirm')}
      danger
      pending={pending}
      waiting={waiting}
      error={error}
      onConfirm={async () => {
        if (row) await onConfirm(row);
      }}
      onCancel={onCancel}
      focusAfterClose={focusAfterClose}
    >
      {row && (
        <>
          <p>
            {t.rich('deleteDanger', {
              fqdn: <InlineName value={absoluteRecordName(row.name, zone.name)} />,
              value: <ServerText value={row.record.value} />,
            })}
          </p>
          {row.record.proxied && <p>{t('deleteProxied')}</p>}
        </>
      )}
    </ConfirmDialog>
  );
}
