import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { invoiceListQuery, invoiceStatuses, type Invoice } from '../../api/billing/billing';
import { SelectField } from '../../components/ui/fields';
import { Badge, PageHeader, type Tone } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { PagedTable, type Column } from '../../components/ui/paged-table';
import { useCursorPages } from '../../components/ui/pager';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { billingMessages } from './messages';
import { billingFrames } from './page-frame-messages';
import { ServerText } from '../../components/ui/server-text';

const statusTone: Record<string, Tone> = {
  unpaid: 'info',
  paid: 'good',
  overdue: 'bad',
  cancelled: 'neutral',
};

export function InvoiceStatus({ status }: { status: Invoice['status'] }) {
  const t = useMessages(billingMessages);
  const key = `status_${status}`;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{t.or(key, status)}</Badge>;
}

export function InvoiceListPage() {
  const t = useMessages(billingMessages);
  const f = useMessages(billingFrames);
  const format = useFormat();
  const pages = useCursorPages();
  const [status, setStatus] = useState('');
  const query = useQuery(
    invoiceListQuery({ limit: pages.pageSize, cursor: pages.cursor, status: status || null }),
  );
  const columns: Column<Invoice>[] = [
    {
      header: t('number'),
      cell: (invoice) => (
        <Link to={`/billing/invoices/${invoice.id}`} className="link font-medium">
          <ServerText value={invoice.number ?? invoice.id} />
        </Link>
      ),
    },
    {
      header: t('status'),
      cell: (invoice) => (
        <span className="flex flex-wrap gap-1">
          <InvoiceStatus status={invoice.status} />
          {invoice.kind === 'payg' && <Badge tone="info">{t('kind_payg')}</Badge>}
        </span>
      ),
    },
    {
      header: t('amount'),
      cell: (invoice) => format.money(invoice.amount, invoice.currencyCode),
      className: 'text-right tabular-nums',
    },
    { header: t('issued'), cell: (invoice) => format.date(invoice.issuedAt) },
    { header: t('due'), cell: (invoice) => format.date(invoice.dueAt) },
  ];
  return (
    <>
      <PageHeader
        title={f('invoicesTitle')}
        description={f('invoicesDescription')}
        actions={<ButtonLink to="/billing/recipients">{f('recipientsTitle')}</ButtonLink>}
      />
      <div className="card">
        <div className="max-w-xs p-4">
          <SelectField
            label={t('filterStatus')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              pages.reset();
            }}
          >
            <option value="">{t('all')}</option>
            {invoiceStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`status_${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(invoice) => invoice.id}
          label={t('listLabel')}
          emptyTitle={status ? t('emptyFiltered') : t('empty')}
          emptyDescription={status ? undefined : t('emptyHint')}
          rowTone={(invoice) => (invoice.status === 'overdue' ? 'warning' : null)}
        />
      </div>
    </>
  );
}
