import type { Language } from '../i18n/messages';
import type { useMessages } from '../i18n/use-messages';
import type { commonMessages } from './messages';

type CommonT = ReturnType<typeof useMessages<typeof commonMessages.en>>;

// Its own module, apart from server-words: the error alert is in the entry and needs only this.
/** The server's English as a page in `language` shows it: as it is, or marked as the server's. */
export function asServerText(text: string, language: Language, t: CommonT): string {
  return language === 'en' ? text : t('fromServer', { text });
}
