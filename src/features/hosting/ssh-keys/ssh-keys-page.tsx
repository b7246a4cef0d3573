import { useQuery } from '@tanstack/react-query';
import { hostingSshKeysQuery, type HostingSshKey } from '../../../api/hosting/ssh-keys';
import { Badge, Section } from '../../../components/ui/layout';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { useCursorPages } from '../../../components/ui/pager';
import { useMessages } from '../../../i18n/use-messages';
import { useHostingAccount } from '../account/use-hosting-account';
import { ImportSshKeyForm } from './import-ssh-key-form';
import { sshKeyMessages } from './messages';
import { MonoValue } from '../../../components/ui/mono-value';

export function SshKeysPage() {
  const account = useHostingAccount();
  const t = useMessages(sshKeyMessages);
  const pages = useCursorPages();
  const query = useQuery(
    hostingSshKeysQuery(account.id, { limit: pages.pageSize, cursor: pages.cursor }),
  );
  const columns: Column<HostingSshKey>[] = [
    { header: t('keyName'), cell: (key) => <span className="font-medium">{key.name}</span> },
    {
      header: t('fingerprint'),
      cell: (key) => <MonoValue>{key.fingerprint}</MonoValue>,
    },
    {
      header: t('access'),
      cell: (key) => (
        <Badge tone={key.authorized ? 'good' : 'neutral'}>
          {key.authorized ? t('authorized') : t('notAuthorized')}
        </Badge>
      ),
    },
  ];
  const canAdd = query.data?.actions?.canAdd;
  return (
    <Section id="ssh-keys" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-8">
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(key) => key.id}
          label={t('listLabel')}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
        {canAdd && <ImportSshKeyForm accountId={account.id} gate={canAdd} />}
      </div>
    </Section>
  );
}
