import { isApiError, type FieldError } from '../../api/core/errors';
import { ErrorAlert } from '../ui/error-alert';

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
      {leftovers.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-red-800 dark:text-red-200">
          {leftovers.map((item) => (
            <li key={item.pointer}>
              <code>{item.pointer}</code>: {item.detail}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
