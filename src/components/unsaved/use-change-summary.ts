import { useMessages } from '../../i18n/use-messages';
import { unsavedMessages } from './messages';

const NAMED = 3;

/** "3 changes: cache TTL, WAF, …": how many, and the first few by name. */
export function useChangeSummary(changes: readonly string[]): string {
  const t = useMessages(unsavedMessages);
  const named = changes.slice(0, NAMED).join(', ') + (changes.length > NAMED ? ', …' : '');
  return changes.length === 1
    ? t('oneChange', { names: named })
    : t('manyChanges', { count: changes.length, names: named });
}
