import { useMemo } from 'react';
import { hostingSshKeyPagesQuery, type HostingSshKey } from '../../../api/hosting/ssh-keys';
import type { ListStateConfig } from '../../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../../components/list/list-view';
import { useListState } from '../../../components/list/use-list-state';
import { useLoadedList } from '../../../components/list/use-loaded-list';
import { Badge, Section } from '../../../components/ui/layout';
import { MonoValue } from '../../../components/ui/mono-value';
import type { CsvColumn } from '../../../lib/csv';
import { useReadOnly } from '../../../components/use-session';
import { useMessages } from '../../../i18n/use-messages';
import { useHostingAccount } from '../account/use-hosting-account';
import { ImportSshKeyForm } from './import-ssh-key-form';
import { sshKeyMessages } from './messages';

type SortKey = 'name' | 'access';

const accessValues = ['authorized', 'notAuthorized'] as const;

const listConfig: ListStateConfig<SortKey, 'access'> = {
  sortKeys: ['name', 'access'],
  defaultSort: 'name',
  filters: { access: accessValues },
};

const accessOf = (key: HostingSshKey) => (key.authorized ? 'authorized' : 'notAuthorized');

export function SshKeysPage() {
  const account = useHostingAccount();
  const t = useMessages(sshKeyMessages);
  const readOnly = useReadOnly();
  const control = useListState(listConfig);
  const list = useLoadedList(hostingSshKeyPagesQuery(account.id));
  const columns = useMemo<ListColumn<HostingSshKey, SortKey>[]>(
    () => [
      {
        header: t('keyName'),
        sortKey: 'name',
        sortValue: (key) => key.name,
        cell: (key) => <span className="font-medium">{key.name}</span>,
      },
      {
        header: t('fingerprint'),
        cell: (key) => <MonoValue>{key.fingerprint}</MonoValue>,
      },
      {
        header: t('access'),
        sortKey: 'access',
        sortValue: (key) => t(accessOf(key)),
        cell: (key) => <Badge tone={key.authorized ? 'good' : 'neutral'}>{t(accessOf(key))}</Badge>,
      },
    ],
    [t],
  );
  const filters: ListFilter<HostingSshKey, 'access'>[] = [
    {
      name: 'access',
      label: t('access'),
      options: accessValues.map((value) => ({ value, label: t(value) })),
      value: accessOf,
    },
  ];
  const csvColumns: CsvColumn<HostingSshKey>[] = [
    { header: t('keyName'), value: (key) => key.name },
    { header: 'ID', value: (key) => key.id },
    { header: t('fingerprint'), value: (key) => key.fingerprint },
    { header: t('access'), value: (key) => t(accessOf(key)) },
  ];
  const canAdd = list.query.data?.pages[0]?.actions?.canAdd;
  // The empty list only points at the form below when the form can be used.
  const canImport = canAdd?.allowed === true && !readOnly;
  return (
    <Section id="ssh-keys" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-8">
        <ListView
          label={t('listLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(key) => key.id}
          searchText={(key) => `${key.name} ${key.fingerprint} ${key.id}`}
          searchHint={t('searchHint')}
          filters={filters}
          csv={{ fileName: 'hosting-ssh-keys', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={canImport ? t('emptyHint') : undefined}
          inSection
        />
        {canAdd && <ImportSshKeyForm accountId={account.id} gate={canAdd} />}
      </div>
    </Section>
  );
}
