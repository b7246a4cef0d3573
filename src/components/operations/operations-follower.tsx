import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { wantsBrowserNotices } from './browser-notices';
import { isFollowed } from './follow';
import { onSharedEnd, pollingTurn } from './polling-turn';
import type { OperationRecord } from './operations-store';
import { useEndNotices } from './use-end-notices';
import { useFollowOperation } from './use-follow-operation';
import { useOperationRecords } from './use-operations';
import { useTabHidden } from './use-tab-hidden';

function FollowOne({
  record,
  poll,
  background,
}: {
  record: OperationRecord;
  poll: boolean;
  background: boolean;
}) {
  useFollowOperation(record, { poll, background });
  return null;
}

/** What a job another tab saw end changed is read again here too. */
function useSharedEnds() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSharedEnd((record) => {
        for (const queryKey of record.invalidate) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
}

/**
 * The one place that polls: every operation the panel follows, whichever page is open, for as
 * long as it runs. Of an account's tabs, the visible one holding the polling lock polls
 * (operations-sharing.ts, polling-turn.ts); a hidden tab polls only slowly, and only for someone who asked for a
 * browser notification (decision 0018). Mounted with the shell's tray, loaded when the session
 * first has an operation, so polling code stays out of the entry.
 */
export default function OperationsFollower() {
  const records = useOperationRecords();
  const turn = useSyncExternalStore(pollingTurn.subscribe, pollingTurn.getSnapshot);
  const hidden = useTabHidden();
  const background = hidden && wantsBrowserNotices();
  useEndNotices();
  useSharedEnds();
  return records
    .filter((record) => isFollowed(record) && record.pollUrl !== null)
    .map((record) => (
      <FollowOne
        key={record.jobId}
        record={record}
        poll={turn || background}
        background={background}
      />
    ));
}
