// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { conflictingActions, conflictsWith, vpsGuardedActions } from './operation-conflicts';

describe('which actions wait for a running operation', () => {
  it('blocks nothing when no operation runs', () => {
    expect(conflictingActions(null)).toEqual([]);
  });

  it('blocks every action during a rebuild or a forced stop', () => {
    for (const action of vpsGuardedActions) {
      expect(conflictsWith(action, 'rebuild')).toBe(true);
      expect(conflictsWith(action, 'stop')).toBe(true);
    }
  });

  it('still allows forcing the power off while a graceful shutdown runs', () => {
    expect(conflictsWith('stop', 'shutdown')).toBe(false);
    expect(conflictingActions('shutdown')).toEqual([
      'shutdown',
      'rebuild',
      'changeFirmware',
      'restoreBackup',
    ]);
  });

  it('leaves the source server free while a new Cloud VM is made from its backup', () => {
    expect(conflictingActions('restoreToPayg')).toEqual([]);
  });
});
