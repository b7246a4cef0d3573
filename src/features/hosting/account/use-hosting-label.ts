import { useMessages } from '../../../i18n/use-messages';
import { hostingMessages } from '../messages';

/** `status`/`platform`/`kind` values in words; a value this panel does not know stays as sent. */
export function useHostingLabel() {
  const t = useMessages(hostingMessages);
  return (prefix: 'status' | 'platform' | 'kind', value: string) => {
    const key = `${prefix}_${value}`;
    return t.or(key, value);
  };
}
