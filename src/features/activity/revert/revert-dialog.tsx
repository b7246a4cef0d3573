import { useRef, useState } from 'react';
import type { JournalEntry } from '../../../components/journal/journal-entry';
import { notify } from '../../../components/toast/toast-store';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { CheckboxField } from '../../../components/ui/fields';
import { Notice } from '../../../components/ui/layout';
import { useLearnedBlock } from '../../../components/permissions/use-learned-permissions';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { EntryWhat } from '../entry-what';
import { activityMessages } from '../messages';
import { RevertDiff } from './revert-diff';
import { revertRequires } from './revert-plan';
import { useRevert, useRevertPlan } from './use-revert';

interface RevertDialogProps {
  entry: JournalEntry;
  onClose: () => void;
  /** Where focus goes after a revert: the entry's own Revert button goes once it is reverted. */
  focusAfterRevert?: () => HTMLElement | null;
}

/** Reads the resource again, shows what the revert sends as a diff and asks before sending. */
export function RevertDialog({ entry, onClose, focusAfterRevert }: RevertDialogProps) {
  const t = useMessages(activityMessages);
  const plan = useRevertPlan(entry);
  const revert = useRevert(entry);
  const [anyway, setAnyway] = useState(false);
  const learned = useLearnedBlock(revertRequires(entry));
  const ready = plan.data?.request ?? null;
  const changedSince = plan.data?.changedSince === true && ready !== null;
  const reverted = useRef(false);

  const close = () => {
    revert.reset();
    onClose();
  };
  const confirm = () => {
    if (!ready) return Promise.resolve();
    return revert.mutateAsync(ready).then(() => {
      reverted.current = true;
      notify({ kind: 'success', title: t('reverted'), description: t('revertedHint') });
      onClose();
    });
  };

  return (
    <ConfirmDialog
      open
      title={t('revertTitle')}
      confirmLabel={t('revert')}
      onConfirm={confirm}
      onCancel={close}
      focusAfterClose={() => (reverted.current ? (focusAfterRevert?.() ?? null) : null)}
      pending={revert.isPending}
      waiting={revert.waiting}
      error={revert.error}
      canConfirm={ready !== null && (!changedSince || anyway) && learned === null}
      extra={
        changedSince ? (
          <CheckboxField
            label={t('revertAnyway')}
            checked={anyway}
            onChange={(event) => setAnyway(event.target.checked)}
          />
        ) : undefined
      }
    >
      <p>{t.rich('revertIntro', { what: <EntryWhat entry={entry} /> })}</p>
      {plan.isPending && <LoadingState label={t('reading')} />}
      {plan.isError && (
        <ErrorAlert error={plan.error} onRetry={() => void plan.refetch()} compact />
      )}
      {plan.data && (
        <div className="mt-3 flex flex-col gap-3">
          {plan.data.blocked && (
            <Notice tone={plan.data.blocked === 'cnameClash' ? 'warning' : 'info'}>
              {t(plan.data.blocked)}
            </Notice>
          )}
          {changedSince && <Notice tone="warning">{t('changedSince')}</Notice>}
          {plan.data.newId && <Notice tone="info">{t('newId')}</Notice>}
          {plan.data.rows.length > 0 && (
            <RevertDiff subject={entry.change?.subject ?? 'dnsRecord'} rows={plan.data.rows} />
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
