import { NotifyOptIn } from './notify-opt-in';
import { OperationProgress } from './operation-progress';
import { isRunning, useScopeOperations } from './use-operations';

/** The operations of one subject (a server, a domain), shown on its page. */
export function ScopeOperations({ scope, limit = 3 }: { scope: string; limit?: number }) {
  const { records } = useScopeOperations(scope);
  if (records.length === 0) return null;
  const shown = records.slice(0, limit);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {shown.map((record) => (
          <li key={record.jobId}>
            <OperationProgress record={record} />
          </li>
        ))}
      </ul>
      {shown.some(isRunning) && <NotifyOptIn />}
    </div>
  );
}
