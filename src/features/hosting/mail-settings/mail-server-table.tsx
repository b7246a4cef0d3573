import type { MailClientSettings, MailServer } from '../../../api/hosting-mail-settings';
import { CopyButton } from '../../../components/ui/copy-button';
import { TableScroll } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { mailSettingsMessages } from './messages';

interface Row {
  direction: 'incoming' | 'outgoing';
  protocol: string;
  server: MailServer;
}

function rowsOf(settings: MailClientSettings): Row[] {
  return [
    { direction: 'incoming', protocol: 'IMAP', server: settings.incoming.imap },
    { direction: 'incoming', protocol: 'POP3', server: settings.incoming.pop3 },
    ...settings.outgoing.smtp.map((server): Row => ({ direction: 'outgoing', protocol: 'SMTP', server })),
  ];
}

/** Every endpoint a mail program needs, one row each, server names ready to copy. */
export function MailServerTable({ settings }: { settings: MailClientSettings }) {
  const t = useMessages(mailSettingsMessages);
  const encryption = (value: string) => {
    const key = `encryption_${value}`;
    return t.has(key) ? t(key) : value;
  };
  return (
    <TableScroll label={t('serversLabel')}>
      <table className="table">
        <caption className="sr-only">{t('serversLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('direction')}</th>
            <th scope="col">{t('protocol')}</th>
            <th scope="col">{t('server')}</th>
            <th scope="col">{t('port')}</th>
            <th scope="col">{t('encryption')}</th>
          </tr>
        </thead>
        <tbody>
          {rowsOf(settings).map((row) => (
            <tr key={`${row.protocol}-${row.server.port}`}>
              <td>{t(row.direction)}</td>
              <th scope="row" className="border-slate-100 align-top font-medium dark:border-slate-800">{row.protocol}</th>
              <td>
                <span className="inline-flex items-center gap-1 whitespace-nowrap">
                  <code>{row.server.hostname}</code>{' '}
                  <CopyButton value={row.server.hostname} label={t('serverName', { protocol: `${row.protocol} ${row.server.port}` })} />
                </span>
              </td>
              <td>{row.server.port}</td>
              <td>{encryption(row.server.encryption)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
