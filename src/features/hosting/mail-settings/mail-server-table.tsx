import type { MailClientSettings, MailServer } from '../../../api/hosting/mail-settings';
import { CopyButton } from '../../../components/ui/copy-button';
import { DataTable } from '../../../components/ui/data-table';
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
    ...settings.outgoing.smtp.map((server): Row => ({
      direction: 'outgoing',
      protocol: 'SMTP',
      server,
    })),
  ];
}

/** Every endpoint a mail program needs, one row each, server names ready to copy. */
export function MailServerTable({ settings }: { settings: MailClientSettings }) {
  const t = useMessages(mailSettingsMessages);
  const encryption = (value: string) => {
    const key = `encryption_${value}`;
    return t.or(key, value);
  };
  return (
    <DataTable
      label={t('serversLabel')}
      rows={rowsOf(settings)}
      rowKey={(row) => `${row.protocol}-${row.server.port}`}
      columns={[
        { header: t('direction'), cell: (row) => t(row.direction) },
        {
          header: t('protocol'),
          cell: (row) => row.protocol,
          rowHeader: true,
          cellClassName: 'align-top font-medium',
        },
        {
          header: t('server'),
          cell: (row) => (
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <code>{row.server.hostname}</code>{' '}
              <CopyButton
                value={row.server.hostname}
                label={t('serverName', { protocol: `${row.protocol} ${row.server.port}` })}
              />
            </span>
          ),
        },
        { header: t('port'), cell: (row) => row.server.port },
        { header: t('encryption'), cell: (row) => encryption(row.server.encryption) },
      ]}
    />
  );
}
