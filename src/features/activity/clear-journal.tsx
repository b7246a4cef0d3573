import { useState } from 'react';
import { clearJournal } from '../../components/journal/use-journal';
import { notify } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useCount } from '../../i18n/use-count';
import { useMessages } from '../../i18n/use-messages';
import { activityMessages } from './messages';

/** Deletes this account's journal on this device, after the user confirms. */
export function ClearJournal({ account, count }: { account: string; count: number }) {
  const t = useMessages(activityMessages);
  const tCount = useCount(t);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)} disabled={count === 0}>
        {t('clear')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('clearTitle')}
        confirmLabel={t('clear')}
        danger
        onConfirm={() =>
          clearJournal(account).then(() => {
            setOpen(false);
            notify({ kind: 'success', title: t('cleared') });
          })
        }
        onCancel={() => setOpen(false)}
      >
        <p>{tCount('clearBody', count)}</p>
      </ConfirmDialog>
    </>
  );
}
