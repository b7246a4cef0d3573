import type { DatabaseBackup } from '../../../api/hosting/database-backups';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { HostingExplanation } from '../hosting-error-alert';
import { databaseMessages } from './messages';

export interface RestoreDialogProps {
  backup: DatabaseBackup | null;
  pending: boolean;
  error: unknown;
  onConfirm: (backup: DatabaseBackup) => void;
  onCancel: () => void;
}

/** Says what is lost before anything happens, and asks for the database's name to be typed. */
export function RestoreDialog({ backup, pending, error, onConfirm, onCancel }: RestoreDialogProps) {
  const t = useMessages(databaseMessages);
  const format = useFormat();
  const database = backup?.database ?? '';
  const date = format.dateTime(backup?.createdAt);
  return (
    <ConfirmDialog
      open={backup !== null}
      title={t('confirmTitle', { database })}
      confirmLabel={t('confirmButton', { database })}
      danger
      pending={pending}
      error={error}
      typedConfirmation={database}
      extra={<HostingExplanation error={error} />}
      onConfirm={() => {
        if (backup) onConfirm(backup);
      }}
      onCancel={onCancel}
    >
      <p>{t('confirmReplace', { database, date })}</p>
      <p>{t('confirmUntouched')}</p>
    </ConfirmDialog>
  );
}
