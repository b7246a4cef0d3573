import { useMessages } from '../../i18n/use-messages';
import { CheckboxField } from '../ui/fields';
import { journalMessages } from './messages';
import { useJournalAccount, useJournalSettings } from './use-journal';

/**
 * "Clear the journal when I sign out", remembered per account on this device. The activity page
 * shows it; the shell's account menu can show it beside Sign out.
 */
export function ClearJournalAtSignOutOption() {
  const t = useMessages(journalMessages);
  const { settings, change } = useJournalSettings(useJournalAccount());
  return (
    <CheckboxField
      label={t('clearAtSignOut')}
      hint={t('clearAtSignOutHint')}
      checked={settings?.clearAtSignOut ?? false}
      disabled={settings === null}
      onChange={(event) => void change({ clearAtSignOut: event.target.checked })}
    />
  );
}
