/**
 * Display preferences (language, theme) are remembered across visits in localStorage. They are
 * not secrets; the API key never comes here (see api/session-store.ts).
 */
export type PreferenceName = 'language' | 'theme' | 'notifyEnds';

const prefix = 'panel.';

export function readPreference(name: PreferenceName): string | null {
  try {
    return localStorage.getItem(prefix + name);
  } catch {
    return null;
  }
}

export function writePreference(name: PreferenceName, value: string): void {
  try {
    // eslint-disable-next-line no-restricted-syntax -- preferences only, never credentials
    localStorage.setItem(prefix + name, value);
  } catch {
    // Storage can be unavailable; the preference then lasts for this visit only.
  }
}
