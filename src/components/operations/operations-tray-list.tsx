import { OperationListItem } from './operation-list-item';
import type { OperationRecord } from './operations-store';

/** The tray's list; loaded when the tray first opens, so polling code stays out of the entry. */
export default function OperationsTrayList({
  records,
  onNavigate,
}: {
  records: OperationRecord[];
  onNavigate: () => void;
}) {
  return (
    <ul className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
      {records.map((record) => (
        <OperationListItem key={record.jobId} record={record} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
