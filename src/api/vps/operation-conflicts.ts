/** Long-running work started from a server's page. */
export const vpsOperationKinds = ['shutdown', 'stop', 'rebuild', 'restoreToPayg'] as const;
export type VpsOperationKind = (typeof vpsOperationKinds)[number];

/** Actions on a server that a running operation can rule out. */
export const vpsGuardedActions = [
  'shutdown',
  'stop',
  'rebuild',
  'changeFirmware',
  'restoreBackup',
] as const;
export type VpsGuardedAction = (typeof vpsGuardedActions)[number];

const everything = vpsGuardedActions;

const conflicts: Record<VpsOperationKind, readonly VpsGuardedAction[]> = {
  // A graceful shutdown can hang on an unresponsive guest, so forcing the power off stays possible.
  shutdown: everything.filter((action) => action !== 'stop'),
  stop: everything,
  rebuild: everything,
  // The new Cloud VM only reads the backup; the source server stays free.
  restoreToPayg: [],
};

/** The actions that must wait while `running` is under way; nothing when no operation runs. */
export function conflictingActions(
  running: VpsOperationKind | null | undefined,
): readonly VpsGuardedAction[] {
  return running ? conflicts[running] : [];
}

export function conflictsWith(
  action: VpsGuardedAction,
  running: VpsOperationKind | null | undefined,
): boolean {
  return conflictingActions(running).includes(action);
}
