import { useRef, useState } from 'react';
import { focusableIn } from '../../components/ui/focus-fallback';
import { ClearJournalAtSignOutOption } from '../../components/journal/clear-at-sign-out-option';
import type { JournalEntry } from '../../components/journal/journal-entry';
import {
  useJournalAccount,
  useJournalEntries,
  useJournalSettings,
} from '../../components/journal/use-journal';
import { CheckboxField } from '../../components/ui/fields';
import { Notice, PageHeader } from '../../components/ui/layout';
import { EmptyState, LoadingState } from '../../components/ui/states';
import { useReadOnly } from '../../components/use-session';
import { useMessages } from '../../i18n/use-messages';
import { ActivityList } from './activity-list';
import { ClearJournal } from './clear-journal';
import { activityMessages } from './messages';
import { activityFrames } from './page-frame-messages';
import { RevertDialog } from './revert/revert-dialog';

function RecordViewsToggle({ account }: { account: string | null }) {
  const t = useMessages(activityMessages);
  const { settings, change } = useJournalSettings(account);
  return (
    <CheckboxField
      label={t('recordViews')}
      hint={t('recordViewsHint')}
      checked={settings?.recordViews ?? false}
      disabled={settings === null}
      onChange={(event) => void change({ recordViews: event.target.checked })}
    />
  );
}

export function ActivityPage() {
  const t = useMessages(activityMessages);
  const frame = useMessages(activityFrames);
  const readOnly = useReadOnly();
  const account = useJournalAccount();
  const { entries, failed } = useJournalEntries(account);
  const [reverting, setReverting] = useState<JournalEntry | null>(null);
  const listCard = useRef<HTMLDivElement>(null);
  /** The journal's table, whose caption names it and whose top row is the revert just made. */
  const focusJournal = () => focusableIn(listCard.current, 'table');

  return (
    <>
      <PageHeader
        title={frame('title')}
        description={frame('description')}
        actions={
          entries && account ? <ClearJournal account={account} count={entries.length} /> : undefined
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        {readOnly && <RecordViewsToggle account={account} />}
        <ClearJournalAtSignOutOption />
      </div>
      {failed ? (
        <Notice tone="warning">
          <p className="font-semibold">{t('loadFailed')}</p>
          <p>{t('loadFailedHint')}</p>
        </Notice>
      ) : !entries ? (
        <LoadingState />
      ) : entries.length === 0 ? (
        <div className="card">
          <EmptyState title={t('empty')} description={t('emptyHint')} />
        </div>
      ) : (
        <div className="card" ref={listCard}>
          <ActivityList entries={entries} onRevert={setReverting} />
        </div>
      )}
      {reverting && (
        <RevertDialog
          entry={reverting}
          onClose={() => setReverting(null)}
          focusAfterRevert={focusJournal}
        />
      )}
    </>
  );
}
