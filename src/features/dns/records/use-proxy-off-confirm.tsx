import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { defineMessages } from '../../../i18n/messages';
import { useMessages } from '../../../i18n/use-messages';
import type { RecordRow } from './record-view';
import { InlineName } from '../../../components/ui/server-text';

const messages = defineMessages({
  en: {
    title: 'Stop proxying {name} ({type})?',
    body: 'Visitors then reach your server directly: no CDN caching, no WAF or bot protection, and the address of your server becomes visible to anyone who looks it up.',
    confirm: 'Stop proxying',
  },
  sv: {
    title: 'Sluta skicka {name} ({type}) via CDN?',
    body: 'Besökarna når då din server direkt: ingen cachning i CDN, inget skydd från WAF eller mot botar, och serverns adress blir synlig för alla som slår upp den.',
    confirm: 'Sluta skicka via CDN',
  },
});

/**
 * Turning the proxy off exposes the origin and drops the CDN's protection, so it is asked about
 * first; turning it on is sent at once. Returns the switch's handler and the dialog to render.
 */
export function useProxyOffConfirm(setProxied: (row: RecordRow, proxied: boolean) => void): {
  onProxy: (row: RecordRow, proxied: boolean) => void;
  dialog: ReactNode;
} {
  const t = useMessages(messages);
  const [asking, setAsking] = useState<RecordRow | null>(null);
  const onProxy = useCallback(
    (row: RecordRow, proxied: boolean) => (proxied ? setProxied(row, true) : setAsking(row)),
    [setProxied],
  );
  const labels = {
    name: <InlineName value={asking?.name ?? ''} />,
    type: asking?.record.type ?? '',
  };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={t.rich('title', labels)}
      confirmLabel={t('confirm')}
      danger
      onConfirm={() => {
        if (asking) setProxied(asking, false);
        setAsking(null);
        return Promise.resolve();
      }}
      onCancel={() => setAsking(null)}
    >
      <p>{t('body')}</p>
    </ConfirmDialog>
  );
  return { onProxy, dialog };
}
