import type { JournalEntry } from '../../components/journal/journal-entry';
import { journalMessages } from '../../components/journal/messages';
import { useMessages } from '../../i18n/use-messages';
import type { CsvColumn } from '../../lib/csv';
import { useChangeWords } from './change-words';
import { entryDiff, entryResult, entryWhat, resourceName } from './entry-text';
import { activityMessages } from './messages';
import type { RevertLinks } from './revert/revert-links';

/** The journal as CSV, in the reader's language, with the values before and after each change. */
export function useActivityCsvColumns(links: RevertLinks): CsvColumn<JournalEntry>[] {
  const t = useMessages(activityMessages);
  const words = useMessages(journalMessages);
  const change = useChangeWords();
  const values = (entry: JournalEntry, side: 'now' | 'reverted') => {
    const subject = entry.change?.subject ?? 'dnsRecord';
    return entryDiff(entry)
      .map(
        (row) =>
          `${change.label(subject, row.field)}: ${change.value(subject, row.field, row[side])}`,
      )
      .join('; ');
  };
  return [
    { header: t('when'), value: (entry) => entry.at },
    { header: t('area'), value: (entry) => words(`area_${entry.area}`) },
    { header: t('what'), value: (entry) => entryWhat(words, entry) },
    { header: t('resource'), value: (entry) => resourceName(words, entry) },
    { header: t('resourceId'), value: (entry) => entry.resource.id },
    { header: t('result'), value: (entry) => entryResult(words, entry) },
    { header: t('problemCode'), value: (entry) => entry.code },
    { header: t('requestId'), value: (entry) => entry.requestId },
    { header: t('before'), value: (entry) => values(entry, 'now') },
    { header: t('after'), value: (entry) => values(entry, 'reverted') },
    { header: t('revertedColumn'), value: (entry) => links.revertedBy.get(entry.id)?.at ?? null },
    { header: t('revertOfColumn'), value: (entry) => links.original.get(entry.id)?.at ?? null },
  ];
}
