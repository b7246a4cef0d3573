import type { ApiError } from '../../../api/core/errors';
import { Notice } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { ForwardingSupportCopy } from '../forwarding/forwarding-support-copy';
import { recordMessages } from './messages';

/**
 * The 409 `mx_record_blocked_email_forwarding` said once, in the panel's words, in place of the
 * server's red alert that repeated it; the request ID stays ready for support.
 */
export function MxBlockedAlert({
  zone,
  error,
}: {
  zone: { id: string; name: string };
  error: ApiError;
}) {
  const t = useMessages(recordMessages);
  return (
    <div role="alert">
      <Notice tone="warning" title={t('mxBlockedTitle')}>
        <p>{t('mxBlocked')}</p>
        <ForwardingSupportCopy zone={zone} error={error} />
      </Notice>
    </div>
  );
}
