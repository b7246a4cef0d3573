import { useId, type ReactNode } from 'react';
import type { PanelAction } from '../../api/core/scopes';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { useLearnedBlock } from '../permissions/use-learned-permissions';
import { Button } from '../ui/button';
import type { ButtonVariant } from '../ui/button-classes';
import { useRateLimitWait } from '../use-rate-limit-wait';
import { useReadOnly } from '../use-session';

/**
 * Submit, busy while the request is in flight (no double submission), disabled in a read-only
 * session (with the reason shown) and while a 429 on the last send counts down (the alert says
 * how long).
 */
export function SubmitButton({
  pending,
  error,
  children,
  variant = 'primary',
  disabled = false,
  requires,
}: {
  pending: boolean;
  /** The last send's error (the mutation's `error`). */
  error?: unknown;
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** The endpoint it calls (scopes.ts): off with the reason once the key was refused its scope. */
  requires?: PanelAction;
}) {
  const t = useMessages(commonMessages);
  const readOnly = useReadOnly();
  const wait = useRateLimitWait(error);
  const reasonId = useId();
  const learned = useLearnedBlock(requires);
  const reason = readOnly ? t('readOnlyReason') : learned;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        type="submit"
        variant={variant}
        disabled={reason !== null || disabled || wait > 0}
        busy={pending}
        aria-describedby={reason ? reasonId : undefined}
      >
        {pending ? t('saving') : children}
      </Button>
      {reason && (
        <span id={reasonId} className="text-xs text-slate-600 dark:text-slate-300">
          {reason}
        </span>
      )}
    </span>
  );
}
