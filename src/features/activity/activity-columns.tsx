import { useMemo } from 'react';
import { Link } from 'react-router';
import type { JournalEntry } from '../../components/journal/journal-entry';
import { journalMessages } from '../../components/journal/messages';
import type { ListColumn } from '../../components/list/list-view';
import { GatedButton, ungated } from '../../components/ui/gated-button';
import { Badge, type Tone } from '../../components/ui/layout';
import { ServerText } from '../../components/ui/server-text';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { ChangeValues } from './change-values';
import { RevertNote } from './revert/revert-note';
import { entryResult, entryWhat, resourceName } from './entry-text';
import { EntryWhat } from './entry-what';
import { activityMessages } from './messages';
import type { RevertLinks } from './revert/revert-links';
import { canRevert, revertRequires } from './revert/revert-plan';

export type ActivitySort = 'when' | 'area' | 'resource' | 'result';

const tones: Record<JournalEntry['result'], Tone> = {
  accepted: 'info',
  completed: 'good',
  failed: 'bad',
  unknown: 'warning',
  viewed: 'neutral',
};

/**
 * The journal's columns: when, what, which resource, the result (with the problem code and the
 * request ID support staff quote) and the values it changed.
 */
export function useActivityColumns(
  onRevert: (entry: JournalEntry) => void,
  links: RevertLinks,
): ListColumn<JournalEntry, ActivitySort>[] {
  const t = useMessages(activityMessages);
  const words = useMessages(journalMessages);
  const format = useFormat();
  return useMemo(
    () => [
      {
        header: t('when'),
        sortKey: 'when',
        sortValue: (entry) => entry.at,
        cell: (entry) => <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>,
        className: 'min-w-28',
      },
      {
        header: t('what'),
        rowHeader: true,
        className: 'min-w-48',
        cell: (entry) => (
          <>
            <EntryWhat entry={entry} />
            <RevertNote entry={entry} links={links} />
          </>
        ),
      },
      {
        header: t('area'),
        sortKey: 'area',
        sortValue: (entry) => words(`area_${entry.area}`),
        cell: (entry) => words(`area_${entry.area}`),
      },
      {
        header: t('resource'),
        sortKey: 'resource',
        sortValue: (entry) => resourceName(words, entry),
        // The name the user knows; the ID, which support staff quote, below it.
        cell: (entry) => (
          <div>
            <Link to={entry.resource.href} className="link">
              <ServerText value={resourceName(words, entry)} />
            </Link>
            {entry.resource.name && (
              <span className="muted block text-xs">
                <ServerText value={entry.resource.id} />
              </span>
            )}
          </div>
        ),
      },
      {
        header: t('result'),
        sortKey: 'result',
        sortValue: (entry) => entryResult(words, entry),
        cell: (entry) => (
          <>
            <Badge tone={tones[entry.result]}>{entryResult(words, entry)}</Badge>
            {entry.code && <span className="block text-xs">{t('code', { code: entry.code })}</span>}
            {entry.requestId && (
              <span className="muted block text-xs">
                {t('requestId')} <ServerText value={entry.requestId} />
              </span>
            )}
          </>
        ),
      },
      {
        header: t('values'),
        className: 'min-w-56',
        cell: (entry) => <ChangeValues entry={entry} />,
      },
      {
        header: t('actions'),
        cell: (entry) =>
          canRevert(entry) && !links.revertedBy.has(entry.id) ? (
            <GatedButton
              gate={ungated}
              requires={revertRequires(entry)}
              size="sm"
              aria-label={t('revertLabel', { what: entryWhat(words, entry) })}
              onClick={() => onRevert(entry)}
            >
              {t('revert')}
            </GatedButton>
          ) : null,
      },
    ],
    [t, words, format, onRevert, links],
  );
}
