import { useQuery } from '@tanstack/react-query';
import { sshKeyListQuery, type AccountSshKey } from '../../../api/ssh-keys/ssh-keys';
import { CopyButton } from '../../../components/ui/copy-button';
import { PageHeader } from '../../../components/ui/layout';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { useCursorPages } from '../../../components/ui/pager';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { sshKeyMessages } from './messages';
import { vpsFrames } from '../page-frame-messages';
import { MonoValue } from '../../../components/ui/mono-value';

export function SshKeysPage() {
  const t = useMessages(sshKeyMessages);
  const f = useMessages(vpsFrames);
  const format = useFormat();
  const pages = useCursorPages();
  const query = useQuery(sshKeyListQuery({ limit: pages.pageSize, cursor: pages.cursor }));
  const typeLabel = (keyType: string) => {
    const key = `type_${keyType}`;
    return t.or(key, keyType);
  };
  const columns: Column<AccountSshKey>[] = [
    { header: t('name'), cell: (key) => <span className="font-medium break-all">{key.name}</span> },
    { header: t('type'), cell: (key) => typeLabel(key.keyType) },
    {
      header: t('fingerprint'),
      cell: (key) =>
        key.fingerprint ? <MonoValue>{key.fingerprint}</MonoValue> : t('noFingerprint'),
    },
    { header: t('created'), cell: (key) => format.date(key.createdAt) },
    {
      header: t('lastUsed'),
      cell: (key) => (key.lastUsedAt ? format.date(key.lastUsedAt) : t('never')),
    },
    {
      header: t('publicKey'),
      cell: (key) => (
        <CopyButton value={key.publicKey} label={t('publicKeyOf', { name: key.name })} />
      ),
    },
  ];
  return (
    <>
      <PageHeader title={f('sshKeysTitle')} description={f('sshKeysDescription')} />
      <div className="card">
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(key) => key.id}
          label={t('listLabel')}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
          showPageSize
        />
      </div>
    </>
  );
}
