import { useCallback, useMemo } from 'react';
import {
  sshKeyListPagesQuery,
  sshKeyTypes,
  type AccountSshKey,
} from '../../../api/ssh-keys/ssh-keys';
import type { ListStateConfig } from '../../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../../components/list/list-view';
import { timeValue } from '../../../components/list/sort-rows';
import { useListState } from '../../../components/list/use-list-state';
import { useLoadedList } from '../../../components/list/use-loaded-list';
import { CopyButton } from '../../../components/ui/copy-button';
import { PageHeader } from '../../../components/ui/layout';
import { MonoValue } from '../../../components/ui/mono-value';
import type { CsvColumn } from '../../../lib/csv';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { vpsFrames } from '../page-frame-messages';
import { sshKeyMessages } from './messages';
import { calendarDay } from '../../../i18n/calendar-day';

type SortKey = 'name' | 'type' | 'created' | 'lastUsed';
type FilterName = 'type' | 'used';

const listConfig: ListStateConfig<SortKey, FilterName> = {
  sortKeys: ['name', 'type', 'created', 'lastUsed'],
  defaultSort: 'name',
  filters: { type: sshKeyTypes, used: ['yes', 'no'] },
};

export function SshKeysPage() {
  const t = useMessages(sshKeyMessages);
  const f = useMessages(vpsFrames);
  const format = useFormat();
  const control = useListState(listConfig);
  const list = useLoadedList(sshKeyListPagesQuery());
  const typeLabel = useCallback(
    (key: AccountSshKey) => t.or(`type_${key.keyType}`, key.keyType),
    [t],
  );
  const columns = useMemo<ListColumn<AccountSshKey, SortKey>[]>(
    () => [
      {
        header: t('name'),
        sortKey: 'name',
        sortValue: (key) => key.name,
        cell: (key) => <span className="font-medium wrap-anywhere">{key.name}</span>,
      },
      {
        header: t('type'),
        sortKey: 'type',
        sortValue: typeLabel,
        cell: typeLabel,
      },
      {
        header: t('fingerprint'),
        cell: (key) =>
          key.fingerprint ? <MonoValue>{key.fingerprint}</MonoValue> : t('noFingerprint'),
      },
      {
        header: t('created'),
        sortKey: 'created',
        sortValue: (key) => timeValue(key.createdAt),
        cell: (key) => format.date(key.createdAt),
      },
      {
        header: t('lastUsed'),
        sortKey: 'lastUsed',
        sortValue: (key) => timeValue(key.lastUsedAt),
        cell: (key) => (key.lastUsedAt ? format.date(key.lastUsedAt) : t('never')),
      },
      {
        header: t('publicKey'),
        cell: (key) => (
          <CopyButton value={key.publicKey} label={t('publicKeyOf', { name: key.name })} />
        ),
      },
    ],
    [t, format, typeLabel],
  );
  const filters: ListFilter<AccountSshKey, FilterName>[] = [
    {
      name: 'type',
      label: t('type'),
      options: sshKeyTypes.map((value) => ({ value, label: t(`type_${value}`) })),
      value: (key) => key.keyType,
    },
    {
      name: 'used',
      label: t('used'),
      options: [
        { value: 'yes', label: t('usedRecorded') },
        { value: 'no', label: t('usedNever') },
      ],
      value: (key) => (key.lastUsedAt ? 'yes' : 'no'),
    },
  ];
  const csvColumns: CsvColumn<AccountSshKey>[] = [
    { header: t('name'), value: (key) => key.name },
    { header: 'ID', value: (key) => key.id },
    { header: t('type'), value: typeLabel },
    { header: t('fingerprint'), value: (key) => key.fingerprint },
    { header: t('created'), value: (key) => calendarDay(key.createdAt) },
    { header: t('lastUsed'), value: (key) => calendarDay(key.lastUsedAt) },
    { header: t('publicKey'), value: (key) => key.publicKey },
  ];
  return (
    <>
      <PageHeader title={f('sshKeysTitle')} description={f('sshKeysDescription')} />
      <div className="card">
        <ListView
          label={t('listLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(key) => key.id}
          searchText={(key) => `${key.name} ${key.fingerprint ?? ''} ${key.id}`}
          searchHint={t('searchHint')}
          filters={filters}
          csv={{ fileName: 'ssh-keys', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
