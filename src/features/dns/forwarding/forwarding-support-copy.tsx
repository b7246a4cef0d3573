import type { ApiError } from '../../../api/core/errors';
import { redact } from '../../../api/core/redact';
import { commonMessages } from '../../../components/messages';
import { useRememberRequestId } from '../../../components/request-ids/request-id-store';
import { CopyButton } from '../../../components/ui/copy-button';
import { useMessages } from '../../../i18n/use-messages';

interface ForwardingSupportCopyProps {
  zone: { id: string; name: string };
  /** The refusal that led here: its request ID and code go with the copy. */
  error?: ApiError;
}

/**
 * The API offers no way to turn email forwarding off, so the panel's advice is to ask support:
 * this puts what they need (zone, and the refused request's ID) on the clipboard.
 */
export function ForwardingSupportCopy({ zone, error }: ForwardingSupportCopyProps) {
  const t = useMessages(commonMessages);
  useRememberRequestId(error ?? null);
  const details = {
    zone: zone.name,
    zoneId: zone.id,
    emailForwarding: 'on',
    ...error?.supportDetails(),
  };
  return (
    <div className="mt-2 flex flex-col items-start gap-1">
      {error?.requestId && (
        <p className="text-xs">
          {t('requestId')}: <code>{error.requestId}</code>
        </p>
      )}
      <CopyButton value={redact(JSON.stringify(details, null, 2))} text={t('copyForSupport')} />
    </div>
  );
}
