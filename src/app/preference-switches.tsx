import { useId } from 'react';
import { languages, type Language } from '../i18n/messages';
import { useLanguage, useMessages } from '../i18n/use-messages';
import { appMessages } from './messages';

const languageNames: Record<Language, string> = { en: 'English', sv: 'Svenska' };

/** A visible label where the switch stands among others (the account menu); else for readers only. */
export interface SwitchProps {
  showLabel?: boolean;
}

export const labelClasses = (showLabel: boolean) => (showLabel ? 'w-20 shrink-0' : 'sr-only');

export function LanguageSwitch({ showLabel = false }: SwitchProps) {
  const t = useMessages(appMessages);
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={labelClasses(showLabel)}>
        {t('language')}
      </label>
      <select
        id={id}
        className={`input py-1 ${showLabel ? 'min-w-0 flex-1' : 'w-auto'}`}
        value={language}
        onChange={(event) =>
          setLanguage(languages.find((item) => item === event.target.value) ?? 'en')
        }
      >
        {languages.map((item) => (
          <option key={item} value={item} lang={item}>
            {languageNames[item]}
          </option>
        ))}
      </select>
    </div>
  );
}
