import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import type { SendWaiting } from '../use-send-mutation';
import { Notice } from './layout';

/** Says why a confirmed change has not gone yet, and that Cancel still stops it. */
export function SendWaitingNotice({ waiting }: { waiting: SendWaiting }) {
  const t = useMessages(commonMessages);
  if (!waiting) return null;
  return (
    <Notice tone="warning">
      <p role="status">{t(waiting === 'offline' ? 'waitingOffline' : 'waitingQueued')}</p>
    </Notice>
  );
}
