import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError, type FieldError } from '../../api/core/errors';
import { redact } from '../../api/core/redact';

/**
 * Puts a Problem's `errors[].pointer` onto the form's fields (the first one gets focus) and
 * returns the ones that match no field, for a form-level alert. Values typed stay as they are;
 * server text is redacted, as it may echo the key.
 * `fieldFor` maps a pointer's dotted name to a form field when the two differ; `shown` says how
 * the page shows the server's English (marked as the server's on a Swedish page).
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  fieldFor: (field: string) => string | null = (field) => field,
  shown: (serverText: string) => string = (text) => text,
): FieldError[] {
  if (!isApiError(error)) return [];
  const values = form.getValues();
  const leftovers: FieldError[] = [];
  let focused = false;
  for (const fieldError of error.fieldErrors) {
    const name = fieldFor(fieldError.field);
    if (name === null || !hasPath(values, name)) {
      leftovers.push({ ...fieldError, detail: shown(redact(fieldError.detail)) });
      continue;
    }
    form.setError(
      name as Path<T>,
      { type: 'server', message: shown(redact(fieldError.detail)) },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return leftovers;
}

function hasPath(values: unknown, dotted: string): boolean {
  let current: unknown = values;
  for (const part of dotted.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}
