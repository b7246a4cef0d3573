import { isApiError } from '../../api/core/errors';
import { redact } from '../../api/core/redact';
import type { Language } from '../../i18n/messages';
import { asServerText, type CommonTranslate } from '../as-server-text';
import { fromServerIn, headline } from './error-alert';

/**
 * The alert's title in one line, then what the server said of each field, and the request ID
 * support can quote, for a place with no room for the alert (a toast, a line of a list).
 */
export function errorInOneLine(error: unknown, t: CommonTranslate, language: Language): string {
  if (!isApiError(error)) return t('genericTitle');
  const { title } = headline(error, t, language, fromServerIn(language, t));
  const fields = error.fieldErrors.map((item) => asServerText(item.detail, language, t));
  const said = fields.length > 0 ? `${title}: ${fields.join('; ')}` : title;
  return redact(error.requestId ? `${said} (${t('requestId')}: ${error.requestId})` : said);
}
