import { useEffect, useId, useState } from 'react';
import { languages, type Language } from '../i18n/messages';
import { useLanguage, useMessages } from '../i18n/use-messages';
import { appMessages } from './messages';
import { applyTheme, chooseTheme, storedTheme, themes, type Theme } from './theme';

const languageNames: Record<Language, string> = { en: 'English', sv: 'Svenska' };
const themeLabel = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const;

/** A visible label where the switch stands among others (the account menu); else for readers only. */
interface SwitchProps {
  showLabel?: boolean;
}

const labelClasses = (showLabel: boolean) => (showLabel ? 'w-20 shrink-0' : 'sr-only');

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

export function ThemeSwitch({ showLabel = false }: SwitchProps) {
  const t = useMessages(appMessages);
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const id = useId();
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    media?.addEventListener('change', follow);
    return () => media?.removeEventListener('change', follow);
  }, [theme]);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={labelClasses(showLabel)}>
        {t('theme')}
      </label>
      <select
        id={id}
        className={`input py-1 ${showLabel ? 'min-w-0 flex-1' : 'w-auto'}`}
        value={theme}
        onChange={(event) => {
          const next = themes.find((item) => item === event.target.value) ?? 'system';
          chooseTheme(next);
          setTheme(next);
        }}
      >
        {themes.map((item) => (
          <option key={item} value={item}>
            {t(themeLabel[item])}
          </option>
        ))}
      </select>
    </div>
  );
}
