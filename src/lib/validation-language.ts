import type { Language } from './language';

// zod's own messages (too short, not a number…) follow the panel's language. The language is
// kept here, free of zod, so setting it does not download zod on a page that has no schema yet
// (the sign-in page); zod applies it when it loads (api/z.ts) and on every change after that.
let current: Language = 'en';
let apply: ((language: Language) => void) | null = null;

export function setValidationLanguage(language: Language): void {
  current = language;
  apply?.(language);
}

export function onValidationLanguage(listener: (language: Language) => void): void {
  apply = listener;
  listener(current);
}
