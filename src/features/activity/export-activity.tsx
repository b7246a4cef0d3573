import { useState } from 'react';
import type { JournalEntry } from '../../components/journal/journal-entry';
import { journalMessages } from '../../components/journal/messages';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/use-messages';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { csvType, downloadFile } from '../../lib/download-file';
import { entryDiff, entryResult, entryWhat, valueText } from './entry-text';
import { activityMessages } from './messages';

/** Exports the entries shown (the filters apply) as CSV, in the reader's language. */
export function ExportActivity({ entries }: { entries: JournalEntry[] }) {
  const t = useMessages(activityMessages);
  const words = useMessages(journalMessages);
  const [busy, setBusy] = useState(false);
  const values = (entry: JournalEntry, side: 'now' | 'reverted') =>
    entryDiff(entry)
      .map((row) => `${row.field}: ${valueText(t, row[side])}`)
      .join('; ');
  const columns: CsvColumn<JournalEntry>[] = [
    { header: t('when'), value: (entry) => entry.at },
    { header: t('area'), value: (entry) => words(`area_${entry.area}`) },
    { header: t('what'), value: (entry) => entryWhat(words, entry) },
    { header: t('resource'), value: (entry) => entry.resource.id },
    { header: t('result'), value: (entry) => entryResult(words, entry) },
    { header: t('problemCode'), value: (entry) => entry.code },
    { header: t('requestId'), value: (entry) => entry.requestId },
    { header: t('before'), value: (entry) => values(entry, 'now') },
    { header: t('after'), value: (entry) => values(entry, 'reverted') },
  ];
  const save = async () => {
    setBusy(true);
    try {
      const date = new Date().toISOString().slice(0, 10);
      downloadFile(t('exportFileName', { date }), await toCsv(entries, columns), csvType);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" onClick={() => void save()} disabled={busy || entries.length === 0}>
      {t('exportCsv')}
    </Button>
  );
}
