import {
  interpolateRich,
  type Bilingual,
  type Language,
  type Params,
  type RichParams,
} from '../../i18n/messages';
import { useLanguage } from '../../i18n/use-messages';
import { InlineName } from './server-text';

/** A message's values for `t.rich`, each text value shown as a name from the server. */
export function nameParams(params: Params): RichParams {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? <InlineName value={value} /> : value,
    ]),
  );
}

/**
 * Stored text (an operation's title) to render in `language`, its names isolated and whole. It
 * wraps between its words even where quotation marks around it are kept on its line.
 */
export function storedRich(text: Bilingual, language: Language) {
  return (
    <span className="whitespace-normal">
      {text.params ? interpolateRich(text[language], nameParams(text.params)) : text[language]}
    </span>
  );
}

/** Stored text in the reader's language, its names isolated and whole. */
export function StoredText({ text }: { text: Bilingual }) {
  const { language } = useLanguage();
  return storedRich(text, language);
}
