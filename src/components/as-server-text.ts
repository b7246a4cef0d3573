import { isNotFoundCode } from '../api/core/errors';
import type { Language } from '../i18n/messages';
import type { useMessages } from '../i18n/use-messages';
import type { commonMessages } from './messages';

/** The shared catalog's translate function, as the components taking it type it. */
export type CommonTranslate = ReturnType<typeof useMessages<typeof commonMessages.en>>;

// Its own module, apart from server-words: the error alert is in the entry and needs only this.
/** The server's English as a page in `language` shows it: as it is, or marked as the server's. */
export function asServerText(text: string, language: Language, t: CommonTranslate): string {
  return language === 'en' ? text : t('fromServer', { text });
}

/**
 * A Problem's title as a page in `language` shows it: the panel's words for a generic code
 * (not_found and its forms such as vps_not_found, invalid_request…), else the server's title, marked as the server's; null if none.
 */
export function problemTitle(
  problem: { code: string | null; title: string | null },
  language: Language,
  t: CommonTranslate,
): string | null {
  const known = isNotFoundCode(problem.code)
    ? 'problem_not_found'
    : `problem_${problem.code ?? ''}`;
  if (t.has(known)) return t(known);
  return problem.title ? asServerText(problem.title, language, t) : null;
}
