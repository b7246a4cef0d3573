import { isFollowed } from './follow';
import type { OperationRecord } from './operations-store';
import { useEndNotices } from './use-end-notices';
import { useFollowOperation } from './use-follow-operation';
import { useOperationRecords } from './use-operations';

function FollowOne({ record }: { record: OperationRecord }) {
  useFollowOperation(record, { poll: true });
  return null;
}

/**
 * The one place that polls: every operation the panel follows, whichever page is open, for as
 * long as it runs (polls wait while the tab is hidden). Mounted with the shell's tray, loaded
 * when the session first has an operation, so polling code stays out of the entry.
 */
export default function OperationsFollower() {
  const records = useOperationRecords();
  useEndNotices();
  return records
    .filter((record) => isFollowed(record) && record.pollUrl !== null)
    .map((record) => <FollowOne key={record.jobId} record={record} />);
}
