import type { JournalEntry } from '../../components/journal/journal-entry';
import type { journalMessages } from '../../components/journal/messages';
import type { Params, Translate } from '../../i18n/messages';
import { recordRows, settingsRows, type DiffRow } from './revert/revert-plan';
import type { activityMessages } from './messages';

type JournalText = Translate<(typeof journalMessages)['en']>;
type ActivityText = Translate<(typeof activityMessages)['en']>;

const placeholders = (template: string) =>
  Array.from(template.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? '');

/**
 * The message that says what an entry did: with what it acted on (`databaseRestoreOf`) when the
 * entry names it; entries of earlier versions, which do not, keep their shorter words.
 */
export function entryMessage(
  t: JournalText,
  entry: JournalEntry,
): { key: keyof (typeof journalMessages)['en'] & string; params: Params } {
  const withObject = `${entry.action}Of`;
  if (t.has(withObject) && placeholders(t(withObject)).every((name) => name in entry.params))
    return { key: withObject, params: entry.params };
  return t.has(entry.action)
    ? { key: entry.action, params: entry.params }
    : { key: 'otherAction', params: { action: entry.action } };
}

/** What an entry did, as text in the reader's language (a label, a CSV cell, a search). */
export function entryWhat(t: JournalText, entry: JournalEntry): string {
  const { key, params } = entryMessage(t, entry);
  return t(key, params);
}

/**
 * The resource's name as the panel knew it then; a page that stands for a resource (the invoice
 * recipients, bulk DNS) by the page's name; else the ID, for entries recorded without a name.
 */
export function resourceName(t: JournalText, entry: JournalEntry): string {
  const page = `resource_${entry.resource.id}`;
  return entry.resource.name ?? (t.has(page) ? t(page) : entry.resource.id);
}

export function entryResult(t: JournalText, entry: JournalEntry): string {
  return t(`result_${entry.result}`);
}

/** The values an entry changed, before and after (none for changes without notes). */
export function entryDiff(entry: JournalEntry): DiffRow[] {
  const change = entry.change;
  if (!change) return [];
  // In these rows "now" is the value before the change and "reverted" the one after it.
  return change.subject === 'cdnSettings'
    ? settingsRows(change.before, change.after)
    : recordRows(change.before, change.after);
}

/** A value as text: on/off, lists joined, nothing as "(none)". */
export function valueText(t: ActivityText, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('none');
  if (typeof value === 'boolean') return value ? t('on') : t('off');
  if (Array.isArray(value)) return value.length === 0 ? t('none') : value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}
