import { readPreference, writePreference } from './preferences';

export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Chosen in this page: kept in memory too, so the choice holds when storage is unavailable. */
let chosen: Theme | null = null;

export function storedTheme(): Theme {
  if (chosen) return chosen;
  const stored = readPreference('theme');
  return themes.find((theme) => theme === stored) ?? 'system';
}

function prefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/**
 * Puts the `dark` class on <html> for dark, or for system when the OS prefers dark, and `light`
 * otherwise: before this runs, the stylesheet darkens the page for a system that prefers dark
 * (no white flash), and `light` is what turns that off for someone who chose light.
 */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('light', !dark);
}

const listeners = new Set<() => void>();

/** Told when the theme is chosen (the header's switch and the finder both choose it). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseTheme(theme: Theme): void {
  chosen = theme;
  writePreference('theme', theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
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
