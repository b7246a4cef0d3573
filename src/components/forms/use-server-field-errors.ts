import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldError } from '../../api/core/errors';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { asServerText } from '../as-server-text';
import { commonMessages } from '../messages';
import { applyServerErrors } from './server-errors';

/**
 * A form's answer from the server, field by field: `apply` puts each `errors[]` entry on its
 * field (the first gets focus) and keeps the ones that match no field as `leftovers` for the
 * form's alert; `clear` forgets them before the next try. The server's English is marked as the
 * server's on a Swedish page.
 */
export function useServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
) {
  const [leftovers, setLeftovers] = useState<FieldError[]>([]);
  // Only entry modules here: the forms file takes in what its modules import, so a page kit
  // module (server-words) imported here would make every list page download react-hook-form.
  const t = useMessages(commonMessages);
  const { language } = useLanguage();
  const shown = (text: string) => asServerText(text, language, t);
  return {
    leftovers,
    clear: () => setLeftovers([]),
    apply: (error: unknown, fieldFor?: (field: string) => string | null) =>
      setLeftovers(applyServerErrors(form, error, fieldFor, shown)),
  };
}
