import { useQuery } from '@tanstack/react-query';
import { billingContactsQuery, type BillingContact } from '../../../api/billing/contacts';
import { Notice, PageHeader, Section } from '../../../components/ui/layout';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { useCursorPages } from '../../../components/ui/pager';
import { useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import { RecipientForm } from './recipient-form';
import { billingFrames } from '../page-frame-messages';

export function RecipientsPage() {
  const t = useMessages(billingMessages);
  const f = useMessages(billingFrames);
  const pages = useCursorPages();
  const query = useQuery(billingContactsQuery({ limit: pages.pageSize, cursor: pages.cursor }));
  const canManage = query.data?.actions?.canManage;
  const columns: Column<BillingContact>[] = [
    {
      header: t('email'),
      cell: (contact) => <span className="font-medium break-all">{contact.email}</span>,
    },
    {
      header: t('recipientDescription'),
      cell: (contact) => <span className="break-words">{contact.description ?? '—'}</span>,
    },
  ];
  return (
    <>
      <PageHeader title={f('recipientsTitle')} description={f('recipientsDescription')} />
      <div className="card mb-6">
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(contact) => contact.id}
          label={t('recipientsTable')}
          emptyTitle={t('noRecipients')}
          emptyDescription={t('noRecipientsHint')}
        />
      </div>
      {canManage?.allowed ? (
        <Section id="add-recipient" title={t('addRecipientTitle')}>
          <RecipientForm />
        </Section>
      ) : canManage ? (
        <Notice title={t('ownerOnlyTitle')}>{canManage.reason}</Notice>
      ) : null}
    </>
  );
}
