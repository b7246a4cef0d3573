import { useOnline } from '../../components/use-online';
import { defineMessages } from '../../i18n/messages';
import { useMessages } from '../../i18n/use-messages';

const offlineMessages = defineMessages({
  en: {
    offline:
      'You are offline. What you see was read earlier and may be out of date; pages load and changes are sent once the connection is back.',
  },
  sv: {
    offline:
      'Du är offline. Det du ser lästes tidigare och kan vara inaktuellt; sidor laddas och ändringar skickas när anslutningen är tillbaka.',
  },
});

/**
 * Said once for the whole page while the browser is offline: cached pages still show, and without
 * this nothing says their figures may be stale until something is loaded or sent.
 */
export function OfflineBanner() {
  const t = useMessages(offlineMessages);
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <p className="bg-slate-800 px-4 py-2 text-center text-sm font-medium text-white dark:bg-slate-200 dark:text-slate-900">
          {t('offline')}
        </p>
      )}
    </div>
  );
}
