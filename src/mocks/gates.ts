import type { ActionGate } from '../api/core/common';

export const openGate: ActionGate = { allowed: true, reason: null };

/** A closed gate: the machine-readable code, and the reason the panel shows in words. */
export function closedGate(code: string, reason: string): ActionGate {
  return { allowed: false, reason, code };
}
