import { OperationProgress } from './operation-progress';
import { useScopeOperations } from './use-operations';

/** The operations of one subject (a server, a domain), shown on its page. */
export function ScopeOperations({ scope, limit = 3 }: { scope: string; limit?: number }) {
  const { records } = useScopeOperations(scope);
  if (records.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-live="polite">
      {records.slice(0, limit).map((record) => (
        <li key={record.jobId}>
          <OperationProgress record={record} />
        </li>
      ))}
    </ul>
  );
}
