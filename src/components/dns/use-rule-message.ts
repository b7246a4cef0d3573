import { dnsRuleMessages } from './rule-messages';
import { useMessages } from '../../i18n/use-messages';

/** A record rule's message key in the current language; any other text as it came. */
export function useRuleMessage() {
  const rules = useMessages(dnsRuleMessages);
  return rules.message;
}
