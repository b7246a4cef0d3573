import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { Button } from '../ui/button';

/**
 * Shown in place of a page whose code did not arrive (offline, a dropped connection). It fetches
 * the code again when the connection comes back or on "Try again", inside this document: a
 * reload would sign out a session that was not remembered in the tab.
 */
export function PageChunkRetry({ load }: { load: () => Promise<ComponentType> }) {
  const t = useMessages(commonMessages);
  const [page, setPage] = useState<{ Page: ComponentType } | null>(null);
  const [trying, setTrying] = useState(false);
  const retry = useCallback(() => {
    setTrying(true);
    load().then(
      (Page) => setPage({ Page }),
      () => setTrying(false),
    );
  }, [load]);
  useEffect(() => {
    globalThis.addEventListener('online', retry);
    return () => globalThis.removeEventListener('online', retry);
  }, [retry]);
  if (page) return <page.Page />;
  return (
    <div role="alert" className="card p-6">
      <h1 className="text-xl font-semibold">{t('pageCodeFailedTitle')}</h1>
      <p className="muted mt-2 text-sm">{t('pageCodeFailedDetail')}</p>
      <Button className="mt-4" onClick={retry} disabled={trying}>
        {trying ? t('loading') : t('retry')}
      </Button>
    </div>
  );
}
