import type { JournalEntry } from '../../components/journal/journal-entry';
import { journalMessages } from '../../components/journal/messages';
import { nameParams } from '../../components/ui/stored-text';
import { useMessages } from '../../i18n/use-messages';
import { entryMessage } from './entry-text';

/** What an entry did, in the reader's language, with the names it acted on isolated and whole. */
export function EntryWhat({ entry }: { entry: JournalEntry }) {
  const words = useMessages(journalMessages);
  const { key, params } = entryMessage(words, entry);
  return words.rich(key, nameParams(params));
}
