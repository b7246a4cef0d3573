import { useId } from 'react';
import type { ActionGate } from '../../api/core/common';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { useServerWords } from '../server-words';
import { useReadOnly } from '../use-session';
import { Button, type ButtonProps } from './button';

export interface GatedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** The server's gate. A missing gate means the action is not offered at all. */
  gate: ActionGate | null | undefined;
  /** A reason of the panel's own to block (an operation running, a form not ready). */
  blockedReason?: string | null;
  /** Busy (request in flight): disabled without a reason. */
  pending?: boolean;
  /** The area's own words for a gate's `code` (its server-words module); the server's otherwise. */
  reasons?: (code: string) => string | undefined;
}

/**
 * One place where server action gates become buttons: disabled when the gate (or a read-only
 * session) says no, with the reason visible next to it and announced with the button.
 */
export function GatedButton({
  gate,
  blockedReason,
  pending = false,
  reasons,
  children,
  className = '',
  ...props
}: GatedButtonProps) {
  const t = useMessages(commonMessages);
  const readOnly = useReadOnly();
  const reasonId = useId();
  const words = useServerWords();
  if (!gate) return null;
  const reason = readOnly
    ? t('readOnlyReason')
    : !gate.allowed
      ? (words(gate.code ? reasons?.(gate.code) : undefined, gate.reason) ?? t('notAllowed'))
      : (blockedReason ?? null);
  const disabled = reason !== null || pending;
  return (
    <span className={`inline-flex flex-col items-start gap-1 ${className}`}>
      <Button {...props} disabled={disabled} aria-describedby={reason ? reasonId : undefined}>
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
