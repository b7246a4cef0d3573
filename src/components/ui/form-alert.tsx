import { isApiError, type FieldError } from '../../api/core/errors';
import { ErrorAlert } from './error-alert';
import { FieldErrorList } from './field-error-list';

export interface FormAlertProps {
  error: unknown;
  /** Field errors that matched no field (from `applyServerErrors`). */
  leftovers?: FieldError[];
  /** Say nothing when every field error sits on its field: there they explain themselves. */
  silentWhenFieldsExplain?: boolean;
}

/** A form's server error: the Problem, plus any field errors that matched no field. */
export function FormAlert({
  error,
  leftovers = [],
  silentWhenFieldsExplain = false,
}: FormAlertProps) {
  const explainedByFields =
    silentWhenFieldsExplain &&
    isApiError(error) &&
    error.fieldErrors.length > 0 &&
    leftovers.length === 0;
  if (!error || explainedByFields) return null;
  return (
    <div className="flex flex-col gap-2">
      <ErrorAlert error={error} compact />
      <FieldErrorList items={leftovers} />
    </div>
  );
}
