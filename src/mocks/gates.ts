import type { ActionGate } from '../api/core/common';
import type { Scope } from '../api/core/scopes';
import type { DemoKey } from './demo-keys';

export const openGate: ActionGate = { allowed: true, reason: null };

/** A closed gate: the machine-readable code, and the reason the panel shows in words. */
export function closedGate(code: string, reason: string): ActionGate {
  return { allowed: false, reason, code };
}

/**
 * Gates also tell the caller when their key may not do it (like the billing contacts gate), so
 * a support session sees why instead of meeting a 403 after trying.
 */
export function callerGate(key: DemoKey, scopes: readonly Scope[], gate: ActionGate): ActionGate {
  if (!gate.allowed) return gate;
  const missing = scopes.filter((scope) => !key.scopes.includes(scope));
  if (missing.length === 0) return gate;
  return closedGate('forbidden', `Your API key lacks the permission ${missing.join(', ')}.`);
}
