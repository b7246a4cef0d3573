import { useMemo } from 'react';
import { billingContactPagesQuery, type BillingContact } from '../../../api/billing/contacts';
import type { ListStateConfig } from '../../../components/list/list-state';
import { ListView, type ListColumn } from '../../../components/list/list-view';
import { useListState } from '../../../components/list/use-list-state';
import { useLoadedList } from '../../../components/list/use-loaded-list';
import { Notice, PageHeader, Section } from '../../../components/ui/layout';
import type { CsvColumn } from '../../../lib/csv';
import { useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import { RecipientForm } from './recipient-form';
import { billingFrames } from '../page-frame-messages';
import { useGateWords } from '../../../components/area-words';
import { billingWords } from '../billing-words';
import { unicodeEmail } from '../../../lib/unicode-hostname';

type SortKey = 'email' | 'description';

const listConfig: ListStateConfig<SortKey, never> = {
  sortKeys: ['email', 'description'],
  defaultSort: 'email',
};

export function RecipientsPage() {
  const t = useMessages(billingMessages);
  const gateWords = useGateWords(billingWords);
  const f = useMessages(billingFrames);
  const control = useListState(listConfig);
  const list = useLoadedList(billingContactPagesQuery());
  const canManage = list.query.data?.pages[0]?.actions?.canManage;
  const columns = useMemo<ListColumn<BillingContact, SortKey>[]>(
    () => [
      {
        header: t('email'),
        sortKey: 'email',
        sortValue: (contact) => contact.email,
        cell: (contact) => (
          <span className="font-medium wrap-anywhere">{unicodeEmail(contact.email)}</span>
        ),
      },
      {
        header: t('recipientDescription'),
        sortKey: 'description',
        sortValue: (contact) => contact.description,
        cell: (contact) => <span className="break-words">{contact.description ?? '—'}</span>,
      },
    ],
    [t],
  );
  const csvColumns: CsvColumn<BillingContact>[] = [
    { header: t('email'), value: (contact) => contact.email },
    { header: t('recipientDescription'), value: (contact) => contact.description },
  ];
  return (
    <>
      <PageHeader title={f('recipientsTitle')} description={f('recipientsDescription')} />
      <div className="card mb-6">
        <ListView
          label={t('recipientsTable')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(contact) => contact.id}
          searchText={(contact) =>
            `${contact.email} ${unicodeEmail(contact.email)} ${contact.description ?? ''}`
          }
          searchHint={t('recipientSearchHint')}
          csv={{ fileName: 'invoice-copy-recipients', columns: csvColumns }}
          emptyTitle={t('noRecipients')}
          emptyDescription={t('noRecipientsHint')}
        />
      </div>
      {canManage?.allowed ? (
        <Section id="add-recipient" title={t('addRecipientTitle')}>
          <RecipientForm />
        </Section>
      ) : canManage ? (
        <Notice title={t('ownerOnlyTitle')}>{gateWords(canManage)}</Notice>
      ) : null}
    </>
  );
}
