import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { Button, type ButtonVariant } from '../ui/button';
import { useReadOnly } from '../use-session';

/**
 * Submit, disabled while the request is in flight (no double submission) and in a read-only
 * session (with the reason shown).
 */
export function SubmitButton({
  pending,
  children,
  variant = 'primary',
  disabled = false,
}: {
  pending: boolean;
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
}) {
  const t = useMessages(commonMessages);
  const readOnly = useReadOnly();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        type="submit"
        variant={variant}
        disabled={pending || readOnly || disabled}
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
