import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import {
  notificationPermission,
  notificationsSupported,
  setBrowserNotices,
  wantsBrowserNotices,
} from './browser-notices';
import { operationMessages } from './messages';

/**
 * Offered while an operation runs: a browser notification when one ends while the tab is
 * hidden. The browser asks for permission only when the box is ticked.
 */
export function NotifyOptIn() {
  const t = useMessages(operationMessages);
  const id = useId();
  const [on, setOn] = useState(wantsBrowserNotices);
  const [permission, setPermission] = useState(notificationPermission);
  if (!notificationsSupported()) return null;
  if (permission === 'denied') return <p className="muted text-xs">{t('notifyBlocked')}</p>;
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-1 shrink-0"
        checked={on}
        onChange={(event) => {
          const wanted = event.target.checked;
          setOn(wanted);
          void setBrowserNotices(wanted).then((answer) => {
            setPermission(answer);
            if (answer !== 'granted') setOn(false);
          });
        }}
      />
      <label htmlFor={id}>{t('notifyOptIn')}</label>
    </div>
  );
}
