import type { JournalEntry } from '../../components/journal/journal-entry';
import { ServerText } from '../../components/ui/server-text';
import { useMessages } from '../../i18n/use-messages';
import { useChangeWords } from './change-words';
import { entryDiff } from './entry-text';
import { activityMessages } from './messages';

// Nothing was there (before an add, after a delete): nothing to strike out or to mark as new.
const isNone = (value: unknown) => value === null || value === undefined || value === '';

/** The values a DNS record change or CDN settings save changed: before → after. */
export function ChangeValues({ entry }: { entry: JournalEntry }) {
  const t = useMessages(activityMessages);
  const words = useChangeWords();
  const rows = entryDiff(entry);
  const subject = entry.change?.subject;
  if (!subject || rows.length === 0) return null;
  return (
    <dl className="grid gap-1 text-xs">
      {rows.map((row) => (
        <div key={row.field} className="min-w-0">
          <dt className="font-medium">{words.label(subject, row.field)}</dt>
          <dd className="break-words">
            <span className="sr-only">{t('before')}: </span>
            {isNone(row.now) ? (
              <span className="muted">{t('none')}</span>
            ) : (
              <del className="text-red-800 dark:text-red-300">
                <ServerText value={words.value(subject, row.field, row.now)} />
              </del>
            )}{' '}
            <span aria-hidden="true">→</span>
            <span className="sr-only">, {t('after')}: </span>{' '}
            {isNone(row.reverted) ? (
              <span className="muted">{t('none')}</span>
            ) : (
              <ins className="text-green-800 no-underline dark:text-green-300">
                <ServerText value={words.value(subject, row.field, row.reverted)} />
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
