import type { FieldError } from '../../api/core/errors';

/**
 * The server's field errors that no input on the page shows, each with its pointer, so nothing
 * the server said about a field is lost. Details come already redacted and marked.
 */
export function FieldErrorList({ items }: { items: FieldError[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="list-disc pl-5 text-sm text-red-800 dark:text-red-200">
      {items.map((item, index) => (
        // A field may have more than one error, so the pointer alone is not a key.
        <li key={`${index} ${item.pointer}`}>
          <code>{item.pointer}</code>: {item.detail}
        </li>
      ))}
    </ul>
  );
}
