import { useId } from 'react';
import type { ActionGate } from '../../api/core/common';
import type { PanelAction } from '../../api/core/scopes';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { useCannotWords, useLearnedBlock } from '../permissions/use-learned-permissions';
import { useServerWords } from '../server-words';
import { useReadOnly } from '../use-session';
import { Button, type ButtonProps } from './button';
import { joinTokens } from '../../lib/join-tokens';

/** For an action the API gives no gate: offered, so only the session or a refused key turns it off. */
export const ungated: ActionGate = { allowed: true, reason: null };

export interface GatedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** The server's gate. A missing gate means the action is not offered at all. */
  gate: ActionGate | null | undefined;
  /** A reason of the panel's own to block (an operation running, a form not ready). */
  blockedReason?: string | null;
  /** Busy (request in flight): does nothing, without a reason, and keeps focus. */
  pending?: boolean;
  /** The endpoint it calls (scopes.ts): off with the reason once the key was refused its scope. */
  requires?: PanelAction;
  /** The area's own words for a gate's `code` (its server-words module); the server's otherwise. */
  reasons?: (code: string) => string | undefined;
  /**
   * The read that brings the gate is still coming: the button holds its place, off and without a
   * reason (the section says it is loading), so its arrival does not push the section down.
   */
  waiting?: boolean;
}

/**
 * Why an offered action cannot run now, or null when it can: the read-only session, then what
 * the panel learned the key may not do, then the server's gate, then the panel's own reason
 * (which also stands in for a gate closed because a job runs, as it names the job).
 * A gate closed with `forbidden` (the key's scopes) is said as a learned refusal is, for the
 * action `requires` names, in the reader's language. The finder's page commands use the same words.
 */
export function useGateReason() {
  const t = useMessages(commonMessages);
  const readOnly = useReadOnly();
  const words = useServerWords();
  const cannot = useCannotWords();
  const known = (
    code: string | null | undefined,
    reasons?: (code: string) => string | undefined,
    requires?: PanelAction,
  ) => {
    if (!code) return undefined;
    return reasons?.(code) ?? (code === 'forbidden' && requires ? cannot(requires) : undefined);
  };
  return (
    gate: ActionGate,
    blockedReason?: string | null,
    learned?: string | null,
    reasons?: (code: string) => string | undefined,
    requires?: PanelAction,
  ) =>
    readOnly
      ? t('readOnlyReason')
      : (learned ??
        (!gate.allowed
          ? namesTheRunningJob(gate, blockedReason)
            ? blockedReason
            : (words(known(gate.code, reasons, requires), gate.reason) ?? t('notAllowed'))
          : (blockedReason ?? null)));
}

/**
 * `useGateReason` for one action, with what the key was refused for it already read: the words
 * a GatedButton shows, for a finder command that offers the same action.
 */
export function useActionReason(requires?: PanelAction) {
  const gateReason = useGateReason();
  const learned = useLearnedBlock(requires);
  return (
    gate: ActionGate,
    blockedReason?: string | null,
    reasons?: (code: string) => string | undefined,
  ) => gateReason(gate, blockedReason, learned, reasons, requires);
}

/** A gate closed for "a change is running" says less than the panel's reason naming which one. */
function namesTheRunningJob(
  gate: ActionGate,
  blockedReason?: string | null,
): blockedReason is string {
  return gate.code === 'operation_in_progress' && Boolean(blockedReason);
}

/**
 * One place where server action gates become buttons: disabled when the gate (or a read-only
 * session) says no, with the reason visible next to it and announced with the button.
 */
export function GatedButton({
  gate,
  blockedReason,
  pending = false,
  requires,
  reasons,
  waiting = false,
  children,
  className = '',
  'aria-describedby': describedBy,
  ...props
}: GatedButtonProps) {
  const actionReason = useActionReason(requires);
  const reasonId = useId();
  if (!gate && !waiting) return null;
  const reason = gate ? actionReason(gate, blockedReason, reasons) : null;
  return (
    <span className={`inline-flex flex-col items-start gap-1 ${className}`}>
      <Button
        {...props}
        disabled={!gate || reason !== null}
        busy={pending}
        aria-describedby={joinTokens(describedBy, reason && reasonId)}
      >
        {children}
      </Button>
      {reason && (
        <span id={reasonId} className="max-w-xs text-xs text-slate-600 dark:text-slate-300">
          {reason}
        </span>
      )}
    </span>
  );
}
