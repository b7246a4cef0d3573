import type { MailClientSettings, MailServer } from '../../../api/hosting/mail-settings';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { CopyButton } from '../../../components/ui/copy-button';
import { DataTable } from '../../../components/ui/data-table';
import { WrapAfter } from '../../../components/ui/wrap-after';
import { useMessages } from '../../../i18n/use-messages';
import type { CsvColumn } from '../../../lib/csv';
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
  const rows = rowsOf(settings);
  const csvColumns: CsvColumn<Row>[] = [
    { header: t('direction'), value: (row) => t(row.direction) },
    { header: t('protocol'), value: (row) => row.protocol },
    { header: t('server'), value: (row) => row.server.hostname },
    { header: t('port'), value: (row) => row.server.port },
    { header: t('encryption'), value: (row) => encryption(row.server.encryption) },
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end">
        <ExportCsvButton fileName="mail-servers" columns={csvColumns} shown={rows} />
      </div>
      <DataTable
        label={t('serversLabel')}
        rows={rows}
        rowKey={(row) => `${row.protocol}-${row.server.port}`}
        columns={[
          { header: t('direction'), cell: (row) => t(row.direction) },
          {
            header: t('protocol'),
            cell: (row) => row.protocol,
            rowHeader: true,
            cellClassName: 'font-medium',
          },
          {
            header: t('server'),
            cell: (row) => (
              // On a phone the name wraps after its dots and Copy goes under it, both in sight.
              <span className="inline-flex flex-wrap items-center gap-x-1">
                <code>
                  <WrapAfter value={row.server.hostname} separator="." />
                </code>{' '}
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
    </div>
  );
}
