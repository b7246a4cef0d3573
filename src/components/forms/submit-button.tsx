import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { Button, type ButtonVariant } from '../ui/button';
import { useRateLimitWait } from '../use-rate-limit-wait';
import { useReadOnly } from '../use-session';

/**
 * Submit, disabled while the request is in flight (no double submission), in a read-only
 * session (with the reason shown) and while a 429 on the last send counts down (the alert says
 * how long).
 */
export function SubmitButton({
  pending,
  error,
  children,
  variant = 'primary',
  disabled = false,
}: {
  pending: boolean;
  /** The last send's error (the mutation's `error`). */
  error?: unknown;
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
}) {
  const t = useMessages(commonMessages);
  const readOnly = useReadOnly();
  const wait = useRateLimitWait(error);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        type="submit"
        variant={variant}
        disabled={pending || readOnly || disabled || wait > 0}
        aria-busy={pending}
      >
        {pending ? t('saving') : children}
      </Button>
      {readOnly && (
        <span className="text-xs text-slate-600 dark:text-slate-300">{t('readOnlyReason')}</span>
      )}
    </span>
  );
}
