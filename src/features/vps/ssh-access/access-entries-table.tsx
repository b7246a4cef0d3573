import type { SshAccess } from '../../../api/vps/ssh-access';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { DataTable } from '../../../components/ui/data-table';
import { Badge } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import type { CsvColumn } from '../../../lib/csv';
import { sshAccessMessages } from './messages';
import { sshKeyMessages } from '../ssh-keys/messages';
import { MonoValue } from '../../../components/ui/mono-value';
import { WrapAfter } from '../../../components/ui/wrap-after';
import { InlineName } from '../../../components/ui/server-text';

type Entry = SshAccess['entries'][number];

export function AccessEntriesTable({ access }: { access: SshAccess }) {
  const t = useMessages(sshAccessMessages);
  const keys = useMessages(sshKeyMessages);
  // Named as the SSH keys page names it ("Ed25519"), the server's word where the panel has none.
  const keyType = (type: string) => keys.or(`type_${type}`, type);
  if (access.entries.length === 0)
    return <p className="text-sm">{t('noEntries', { user: access.loginUser })}</p>;
  const csvColumns: CsvColumn<Entry>[] = [
    { header: t('key'), value: (entry) => entry.comment },
    { header: t('keyType'), value: (entry) => entry.keyType },
    { header: t('fingerprint'), value: (entry) => entry.fingerprint },
    {
      header: t('source'),
      value: (entry) =>
        entry.savedKeyName ? t('savedKey', { name: entry.savedKeyName }) : t('addedInGuest'),
    },
    {
      header: t('restrictions'),
      value: (entry) => (entry.restricted ? entry.restrictions.join(' ') : ''),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end">
        <ExportCsvButton fileName="ssh-access" columns={csvColumns} shown={access.entries} />
      </div>
      <DataTable
        label={t('entriesLabel')}
        rows={access.entries}
        rowKey={(entry) => entry.id}
        columns={[
          {
            header: t('key'),
            // A comment such as anna@laptop or root@web-01 stays whole beside a long fingerprint.
            className: 'sm:min-w-32',
            cell: (entry) => (
              <>
                <span className="font-medium">
                  {entry.comment ? (
                    <WrapAfter value={entry.comment} separator="@" />
                  ) : (
                    t('noComment')
                  )}
                </span>
                <span className="muted block text-xs">{keyType(entry.keyType)}</span>
              </>
            ),
          },
          {
            header: t('fingerprint'),
            cell: (entry) => <MonoValue>{entry.fingerprint}</MonoValue>,
          },
          {
            header: t('source'),
            className: 'sm:min-w-60',
            cell: (entry) =>
              entry.savedKeyName ? (
                t.rich('savedKey', { name: <InlineName value={entry.savedKeyName} /> })
              ) : (
                <Badge tone="warning">{t('addedInGuest')}</Badge>
              ),
          },
          {
            header: t('restrictions'),
            cell: (entry) =>
              entry.restricted && entry.restrictions.length > 0 ? (
                <ul className="flex flex-wrap gap-1">
                  {entry.restrictions.map((restriction) => (
                    <li key={restriction}>
                      <Badge tone="info">
                        <span className="font-mono">{restriction}</span>
                      </Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                t('noRestrictions')
              ),
          },
        ]}
      />
    </div>
  );
}
