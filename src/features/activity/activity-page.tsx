import { useState } from 'react';
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
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';
import { ClearJournal } from './clear-journal';
import { ExportActivity } from './export-activity';
import { activityMessages } from './messages';
import { activityFrames } from './page-frame-messages';
import { RevertDialog } from './revert/revert-dialog';
import { filterEntries, useActivityFilters } from './use-activity-filters';

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
  const { filters, setFilter, clear } = useActivityFilters();
  const [reverting, setReverting] = useState<JournalEntry | null>(null);
  const shown = entries ? filterEntries(entries, filters) : [];

  return (
    <>
      <PageHeader
        title={frame('title')}
        description={frame('description')}
        actions={
          entries && account ? (
            <>
              <ExportActivity entries={shown} />
              <ClearJournal account={account} count={entries.length} />
            </>
          ) : undefined
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
        <div className="card">
          <div className="flex flex-col gap-2 border-b border-slate-200 p-4 dark:border-slate-700">
            <ActivityFilters
              entries={entries}
              filters={filters}
              onChange={setFilter}
              onClear={clear}
            />
            <p className="muted text-sm" role="status">
              {shown.length === 1 ? t('showingOne') : t('showing', { count: shown.length })}
            </p>
          </div>
          {shown.length === 0 ? (
            <EmptyState title={t('noMatch')} description={t('noMatchHint')} />
          ) : (
            <ActivityTable entries={shown} onRevert={setReverting} />
          )}
        </div>
      )}
      {reverting && <RevertDialog entry={reverting} onClose={() => setReverting(null)} />}
    </>
  );
}
