import { useMessages } from '../../i18n/use-messages';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { unsavedMessages } from './messages';
import { useChangeSummary } from './use-change-summary';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * While `changes` is not empty, leaving the page asks first and names what would be lost. The
 * save bar has one; a short form without a save bar renders this on its own.
 */
export function LeaveGuard({ changes }: { changes: readonly string[] }) {
  const t = useMessages(unsavedMessages);
  const blocker = useUnsavedChanges(changes.length > 0);
  const summary = useChangeSummary(changes);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leaveTitle')}
      confirmLabel={t('leaveConfirm')}
      cancelLabel={t('stay')}
      danger
      onConfirm={() => {
        blocker.proceed?.();
        return Promise.resolve();
      }}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('leaveBody', { summary })}</p>
    </ConfirmDialog>
  );
}
