import type { useMessages } from '../../i18n/use-messages';
import type { activityMessages } from './messages';

type Translate = ReturnType<typeof useMessages<(typeof activityMessages)['en']>>;

const recordFields = ['type', 'name', 'value', 'ttl', 'priority', 'weight', 'port', 'proxied'];

/**
 * A DNS record's fields in the panel's words; a CDN setting keeps its API path
 * (`caching.browserTtl`), which names it exactly as the API and the CSV export do.
 */
export function fieldLabel(t: Translate, field: string): string {
  return recordFields.includes(field) ? t(`field_${field}` as Parameters<Translate>[0]) : field;
}
