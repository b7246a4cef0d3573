import type { ReactNode } from 'react';
import { isApiError } from '../../api/core/errors';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { useCountdown } from '../use-countdown';
import { useOnline } from '../use-online';

/**
 * Loading, with what is being waited for. When retries are under way because of a rate limit,
 * it says so and counts down (React Query keeps the last failure in `failureReason`). Offline,
 * React Query holds its reads until the connection returns, so it says that instead of loading.
 */
export function LoadingState({
  label,
  failureReason,
}: {
  label?: string;
  failureReason?: unknown;
}) {
  const t = useMessages(commonMessages);
  const limited = isApiError(failureReason) && failureReason.status === 429 ? failureReason : null;
  const left = useCountdown(limited ? (limited.retryAfterSeconds ?? 0) : null, failureReason);
  const online = useOnline();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 p-6 text-sm text-slate-600 dark:text-slate-300"
    >
      <span
        aria-hidden="true"
        className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-blue-600"
      />
      <span>
        {limited
          ? left > 0
            ? t('rateLimited', { seconds: left })
            : t('rateLimitedNow')
          : online
            ? (label ?? t('loading'))
            : t('loadingOffline')}
      </span>
    </div>
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  const t = useMessages(commonMessages);
  return (
    <div className="flex flex-col items-start gap-2 p-6 text-sm">
      <p className="font-semibold">{title ?? t('emptyTitle')}</p>
      {description && <p className="muted">{description}</p>}
      {action}
    </div>
  );
}
