import { readPreference, writePreference } from '../lib/preferences';

export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export function storedTheme(): Theme {
  const stored = readPreference('theme');
  return themes.find((theme) => theme === stored) ?? 'system';
}

function prefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** Puts the `dark` class on <html> for dark, or for system when the OS prefers dark. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
}

export function chooseTheme(theme: Theme): void {
  writePreference('theme', theme);
  applyTheme(theme);
}

/** Keeps a "system" choice in step with the operating system's light or dark setting. */
export function followSystemTheme(): () => void {
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  const follow = () => {
    if (storedTheme() === 'system') applyTheme('system');
  };
  media?.addEventListener('change', follow);
  return () => media?.removeEventListener('change', follow);
}
