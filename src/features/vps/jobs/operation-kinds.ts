import { isKnown } from '../../../api/core/lenient';
import { vpsOperationKinds, type VpsOperationKind } from '../../../api/vps/operation-conflicts';

// Which kind of work each job is, so conflicting buttons can be disabled the moment a job starts
// and after a reload. Only job IDs and kinds are kept: nothing secret, nothing from a response.
const STORAGE_KEY = 'panel.vps.operation-kinds';
const MAX_ENTRIES = 50;

function load(): [string, VpsOperationKind][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry): [string, VpsOperationKind][] =>
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      typeof entry[1] === 'string' &&
      isKnown(vpsOperationKinds, entry[1])
        ? [[entry[0], entry[1]]]
        : [],
    );
  } catch {
    return [];
  }
}

export function rememberOperationKind(jobId: string, kind: VpsOperationKind): void {
  const entries = [
    [jobId, kind] as [string, VpsOperationKind],
    ...load().filter(([id]) => id !== jobId),
  ].slice(0, MAX_ENTRIES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Without storage the server's own gates still block conflicting actions.
  }
}

export function operationKindOf(jobId: string): VpsOperationKind | null {
  return load().find(([id]) => id === jobId)?.[1] ?? null;
}
