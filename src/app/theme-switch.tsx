import { useId, useSyncExternalStore } from 'react';
import { useMessages } from '../i18n/use-messages';
import { appMessages } from './messages';
import { labelClasses, type SwitchProps } from './preference-switches';
import { chooseTheme, storedTheme, subscribeTheme, themes } from '../lib/theme';

const themeLabel = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const;

export function ThemeSwitch({ showLabel = false }: SwitchProps) {
  const t = useMessages(appMessages);
  // Follows a theme chosen elsewhere too (the finder's command).
  const theme = useSyncExternalStore(subscribeTheme, storedTheme, storedTheme);
  const id = useId();
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
