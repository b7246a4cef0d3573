import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import sv from 'zod/v4/locales/sv.js';
import type { Language } from './messages';

/**
 * zod's own messages (too short, not a number…) follow the panel's language. Only zod's config
 * function and the two locales are imported (importing zod's namespace would pull in all of its
 * locales); this module is loaded on demand to keep it out of the entry bundle.
 */
export function applyValidationLocale(language: Language): void {
  config(language === 'sv' ? sv() : en());
}
