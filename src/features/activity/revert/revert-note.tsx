import type { JournalEntry } from '../../../components/journal/journal-entry';
import { journalMessages } from '../../../components/journal/messages';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { activityMessages } from '../messages';
import type { RevertLinks } from './revert-links';

/**
 * Under an entry's words: that a later entry reverted it, or which earlier entry it reverted,
 * each by the other entry's time so it can be found in the list.
 */
export function RevertNote({ entry, links }: { entry: JournalEntry; links: RevertLinks }) {
  const t = useMessages(activityMessages);
  const words = useMessages(journalMessages);
  const format = useFormat();
  const revert = links.revertedBy.get(entry.id);
  const original = links.original.get(entry.id);
  const lines = [
    revert && t('revertedAt', { when: format.dateTime(revert.at) }),
    original
      ? t('revertOfAt', { when: format.dateTime(original.at) })
      : entry.revertOf && words('revertOf'),
  ].filter(Boolean);
  return lines.map((line) => (
    <span key={line} className="muted block text-xs font-normal">
      {line}
    </span>
  ));
}
