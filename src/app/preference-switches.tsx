import { useEffect, useId, useSyncExternalStore } from 'react';
import { languages, type Language } from '../i18n/messages';
import { useLanguage, useMessages } from '../i18n/use-messages';
import { appMessages } from './messages';
import { applyTheme, chooseTheme, storedTheme, subscribeTheme, themes } from '../lib/theme';

const languageNames: Record<Language, string> = { en: 'English', sv: 'Svenska' };
const themeLabel = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const;

export function LanguageSwitch() {
  const t = useMessages(appMessages);
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <select
        id={id}
        className="input w-auto py-1"
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

export function ThemeSwitch() {
  const t = useMessages(appMessages);
  const theme = useSyncExternalStore(subscribeTheme, storedTheme, storedTheme);
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
      <label htmlFor={id} className="sr-only">
        {t('theme')}
      </label>
      <select
        id={id}
        className="input w-auto py-1"
        value={theme}
        onChange={(event) => {
          const next = themes.find((item) => item === event.target.value) ?? 'system';
          chooseTheme(next);
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
