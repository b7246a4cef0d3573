import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  invoiceKinds,
  invoiceListPagesQuery,
  invoiceStatuses,
  type Invoice,
} from '../../api/billing/billing';
import { commonMessages } from '../../components/messages';
import type { ListStateConfig } from '../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../components/list/list-view';
import { timeValue } from '../../components/list/sort-rows';
import { useListState } from '../../components/list/use-list-state';
import { useLoadedList } from '../../components/list/use-loaded-list';
import { Badge, PageHeader, type Tone } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { ServerText } from '../../components/ui/server-text';
import { useFormat, useMessages } from '../../i18n/use-messages';
import type { CsvColumn } from '../../lib/csv';
import { billingMessages } from './messages';
import { billingFrames } from './page-frame-messages';
import { calendarDay } from '../../i18n/calendar-day';

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

type SortKey = 'number' | 'amount' | 'issued' | 'due';

// Newest first: the invoice a customer looks for is most often the latest.
const listConfig: ListStateConfig<SortKey, 'status' | 'kind'> = {
  sortKeys: ['number', 'amount', 'issued', 'due'],
  defaultSort: 'issued',
  defaultOrder: 'desc',
  filters: { status: invoiceStatuses, kind: invoiceKinds },
};

export function InvoiceListPage() {
  const t = useMessages(billingMessages);
  const common = useMessages(commonMessages);
  const f = useMessages(billingFrames);
  const format = useFormat();
  const control = useListState(listConfig);
  // The API filters by status itself; the kind is filtered here.
  const status = control.state.filters.status;
  const list = useLoadedList(invoiceListPagesQuery(status || null));
  const queryClient = useQueryClient();
  // With a status chosen the loaded pages hold that status only: "everything" reads every
  // invoice, each page of the unfiltered list afresh (a cached first page alone is not all).
  const everything = status
    ? () =>
        queryClient
          .fetchInfiniteQuery({
            ...invoiceListPagesQuery(null),
            pages: Number.POSITIVE_INFINITY,
            staleTime: 0,
          })
          .then((data) => data.pages.flatMap((page) => page.data))
    : undefined;
  const columns = useMemo<ListColumn<Invoice, SortKey>[]>(
    () => [
      {
        header: t('number'),
        sortKey: 'number',
        sortValue: (invoice) => invoice.number ?? invoice.id,
        cell: (invoice) => (
          <Link to={`/billing/invoices/${invoice.id}`} className="link font-medium">
            <ServerText value={invoice.number ?? invoice.id} keepWhole />
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
        sortKey: 'amount',
        sortValue: (invoice) => invoice.amount,
        cell: (invoice) => format.money(invoice.amount, invoice.currencyCode),
        className: 'text-right tabular-nums',
      },
      {
        header: t('issued'),
        sortKey: 'issued',
        sortValue: (invoice) => timeValue(invoice.issuedAt),
        cell: (invoice) => format.date(invoice.issuedAt),
      },
      {
        header: t('due'),
        sortKey: 'due',
        sortValue: (invoice) => timeValue(invoice.dueAt),
        cell: (invoice) => format.date(invoice.dueAt),
      },
    ],
    [t, format],
  );
  const filters: ListFilter<Invoice, 'status' | 'kind'>[] = [
    {
      name: 'status',
      label: t('filterStatus'),
      options: invoiceStatuses.map((value) => ({ value, label: t(`status_${value}`) })),
    },
    {
      name: 'kind',
      label: t('kindFilter'),
      options: invoiceKinds.map((value) => ({ value, label: t(`kind_${value}`) })),
      value: (invoice) => invoice.kind,
    },
  ];
  // Amounts are numbers with their currency beside them, so a spreadsheet can add them up.
  const csvColumns: CsvColumn<Invoice>[] = [
    { header: t('number'), value: (invoice) => invoice.number ?? invoice.id },
    { header: 'ID', value: (invoice) => invoice.id },
    { header: t('status'), value: (invoice) => t.or(`status_${invoice.status}`, invoice.status) },
    { header: t('kindFilter'), value: (invoice) => t.or(`kind_${invoice.kind}`, invoice.kind) },
    { header: t('amount'), value: (invoice) => invoice.amount },
    { header: common('currency'), value: (invoice) => invoice.currencyCode },
    { header: t('issued'), value: (invoice) => calendarDay(invoice.issuedAt) },
    { header: t('due'), value: (invoice) => calendarDay(invoice.dueAt) },
  ];
  const filtered = status !== '' || control.state.filters.kind !== '';
  return (
    <>
      <PageHeader
        title={f('invoicesTitle')}
        description={f('invoicesDescription')}
        actions={<ButtonLink to="/billing/recipients">{f('recipientsTitle')}</ButtonLink>}
      />
      <div className="card">
        <ListView
          label={t('listLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(invoice) => invoice.id}
          searchText={(invoice) => `${invoice.number ?? ''} ${invoice.id}`}
          filters={filters}
          csv={{ fileName: 'invoices', columns: csvColumns, everything }}
          emptyTitle={filtered ? t('emptyFiltered') : t('empty')}
          emptyDescription={filtered ? undefined : t('emptyHint')}
          rowTone={(invoice) => (invoice.status === 'overdue' ? 'warning' : null)}
        />
      </div>
    </>
  );
}
