import { isFollowed } from './follow';
import type { OperationRecord } from './operations-store';
import { useOperationRecords } from './use-operations';

/**
 * The newest operation the panel follows that works on this resource (`kind:id` as its scope or
 * among its resources; pass several IDs when a resource is known by more than one, such as a
 * domain's ID and name), or null.
 */
export function useBusyResource(
  kind: string,
  ...ids: readonly (string | undefined)[]
): OperationRecord | null {
  const records = useOperationRecords();
  const keys = ids.filter((id): id is string => !!id).map((id) => `${kind}:${id}`);
  return (
    records.find(
      (record) =>
        isFollowed(record) &&
        keys.some((key) => record.scope === key || (record.resources ?? []).includes(key)),
    ) ?? null
  );
}
