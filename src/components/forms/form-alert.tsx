import type { FieldError } from '../../api/errors';
import { ErrorAlert } from '../ui/error-alert';

/** A form's server error: the Problem, plus any field errors that matched no field. */
export function FormAlert({ error, leftovers = [] }: { error: unknown; leftovers?: FieldError[] }) {
  if (!error) return null;
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
