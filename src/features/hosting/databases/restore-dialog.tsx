import type { DatabaseBackup } from '../../../api/hosting/database-backups';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { SendWaiting } from '../../../components/use-send-mutation';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { HostingExplanation } from '../hosting-error-alert';
import { databaseMessages } from './messages';
import { InlineName } from '../../../components/ui/server-text';

export interface RestoreDialogProps {
  backup: DatabaseBackup | null;
  pending: boolean;
  waiting: SendWaiting;
  error: unknown;
  onConfirm: (backup: DatabaseBackup) => Promise<unknown>;
  onCancel: () => void;
}

/** Says what is lost before anything happens, and asks for the database's name to be typed. */
export function RestoreDialog({
  backup,
  pending,
  waiting,
  error,
  onConfirm,
  onCancel,
}: RestoreDialogProps) {
  const t = useMessages(databaseMessages);
  const format = useFormat();
  const database = backup?.database ?? '';
  const date = format.dateTime(backup?.createdAt);
  return (
    <ConfirmDialog
      open={backup !== null}
      title={t.rich('confirmTitle', { database: <InlineName value={database} /> })}
      confirmLabel={t('confirmButton', { database })}
      danger
      pending={pending}
      waiting={waiting}
      error={error}
      typedConfirmation={database}
      extra={<HostingExplanation error={error} />}
      onConfirm={async () => {
        if (backup) await onConfirm(backup);
      }}
      onCancel={onCancel}
    >
      <p>{t.rich('confirmReplace', { database: <InlineName value={database} />, date })}</p>
      <p>{t('confirmUntouched')}</p>
    </ConfirmDialog>
  );
}
