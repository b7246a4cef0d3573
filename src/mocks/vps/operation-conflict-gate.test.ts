// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operationConflictGate } from './operation-conflict-gate';

describe("the fake's gate for an action a running operation rules out", () => {
  it('is absent when no operation runs, or when the running one leaves the action free', () => {
    expect(operationConflictGate('rebuild', undefined)).toBeNull();
    expect(operationConflictGate('stop', 'shutdown')).toBeNull();
  });

  it('explains the block with the running operation and a stable code', () => {
    expect(operationConflictGate('changeFirmware', 'rebuild')).toEqual({
      allowed: false,
      reason: 'A rebuild is in progress on this server; wait until it finishes.',
      code: 'operation_in_progress',
    });
  });
});
