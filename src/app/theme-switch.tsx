import { useId, useState } from 'react';
import { useMessages } from '../i18n/use-messages';
import { appMessages } from './messages';
import { labelClasses, type SwitchProps } from './preference-switches';
import { chooseTheme, storedTheme, themes, type Theme } from './theme';

const themeLabel = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const;

export function ThemeSwitch({ showLabel = false }: SwitchProps) {
  const t = useMessages(appMessages);
  const [theme, setTheme] = useState<Theme>(storedTheme);
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
