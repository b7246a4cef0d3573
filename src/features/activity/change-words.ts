import { useMemo } from 'react';
import { cdnSettingLabel, cdnSettingValue } from '../../components/cdn/setting-text';
import { cdnSettingWords } from '../../components/cdn/setting-words';
import type { JournalChange } from '../../components/journal/journal-entry';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { valueText } from './entry-text';
import { activityMessages } from './messages';

type Translate = ReturnType<typeof useMessages<(typeof activityMessages)['en']>>;
export type ChangeSubject = JournalChange['subject'];

const recordFields = ['type', 'name', 'value', 'ttl', 'priority', 'weight', 'port', 'proxied'];

function recordFieldLabel(t: Translate, field: string): string {
  return recordFields.includes(field) ? t(`field_${field}` as Parameters<Translate>[0]) : field;
}

/**
 * A changed value's field and value in the panel's words: a DNS record's fields as the record
 * form names them, a CDN setting as the CDN settings page does (an unknown one keeps its path).
 */
export function useChangeWords() {
  const t = useMessages(activityMessages);
  const cdn = useMessages(cdnSettingWords);
  const { language } = useLanguage();
  return useMemo(
    () => ({
      label: (subject: ChangeSubject, field: string) =>
        subject === 'cdnSettings'
          ? (cdnSettingLabel(cdn, field) ?? field)
          : recordFieldLabel(t, field),
      value: (subject: ChangeSubject, field: string, value: unknown) =>
        (subject === 'cdnSettings' ? cdnSettingValue(cdn, language, field, value) : null) ??
        valueText(t, value),
    }),
    [t, cdn, language],
  );
}
