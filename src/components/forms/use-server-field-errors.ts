import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldError } from '../../api/core/errors';
import { useServerWords } from '../server-words';
import { applyServerErrors } from './server-errors';

/**
 * A form's answer from the server, field by field: `apply` puts each `errors[]` entry on its
 * field (the first gets focus) and keeps the ones that match no field as `leftovers` for the
 * form's alert; `clear` forgets them before the next try. The server's text shows as every
 * server text does on the page (dates formatted, marked as the server's English in Swedish).
 */
export function useServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
) {
  const [leftovers, setLeftovers] = useState<FieldError[]>([]);
  const serverWords = useServerWords();
  const shown = (text: string) => serverWords(undefined, text) ?? text;
  return {
    leftovers,
    clear: () => setLeftovers([]),
    apply: (error: unknown, fieldFor?: (field: string) => string | null) =>
      setLeftovers(applyServerErrors(form, error, fieldFor, shown)),
  };
}
