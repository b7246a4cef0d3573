import { isApiError } from '../../api/core/errors';
import { ErrorAlert } from '../../components/ui/error-alert';
import { Notice } from '../../components/ui/layout';
import { useMessages } from '../../i18n/use-messages';
import { hostingMessages } from './messages';

/** What a hosting code means for the customer: a suspended account, the previous platform, a foreign domain. */
export function HostingExplanation({ error }: { error: unknown }) {
  const t = useMessages(hostingMessages);
  const key = isApiError(error) && error.code ? `explain_${error.code}` : null;
  if (!key || !t.has(key)) return null;
  return <Notice tone="warning">{t(key)}</Notice>;
}

/** The shared Problem alert, with the hosting explanation above it when there is one. */
export function HostingErrorAlert({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <HostingExplanation error={error} />
      <ErrorAlert error={error} compact={compact} {...(onRetry ? { onRetry } : {})} />
    </div>
  );
}
