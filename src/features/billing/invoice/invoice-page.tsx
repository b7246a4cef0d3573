import { useQuery } from '@tanstack/react-query';
import { useRecordVisit } from '../../../components/recent/use-recent-visits';
import { useParams } from 'react-router';
import { invoiceQuery, type Invoice } from '../../../api/billing/billing';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SupportTools } from '../../../components/support/support-tools';
import { invoicePath } from '../../../api/core/paths';
import { Badge, DefinitionList, PageHeader, Section } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { InvoiceStatus } from '../invoice-list-page';
import { billingMessages } from '../messages';
import { PaygBreakdownSection } from '../payg/payg-breakdown-section';
import { PaymentLinkSection } from './payment-link-section';

function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const t = useMessages(billingMessages);
  const format = useFormat();
  const kindKey = `kind_${invoice.kind}`;
  return (
    <>
      <PageHeader title={t('invoiceTitle', { number: invoice.number ?? invoice.id })}>
        <p className="mt-2 flex flex-wrap gap-1">
          <InvoiceStatus status={invoice.status} />
          {invoice.kind === 'payg' && <Badge tone="info">{t('kind_payg')}</Badge>}
        </p>
      </PageHeader>
      <Section id="details" title={t('invoiceDetails')}>
        <DefinitionList
          items={[
            { term: t('amount'), value: format.money(invoice.amount, invoice.currencyCode) },
            { term: t('kind'), value: t.or(kindKey, invoice.kind) },
            { term: t('issued'), value: format.date(invoice.issuedAt) },
            { term: t('due'), value: format.date(invoice.dueAt) },
          ]}
        />
      </Section>
      <PaymentLinkSection invoice={invoice} />
      {/* Only standard invoices are known to have no usage; anything else asks the server. */}
      {invoice.kind !== 'standard' && <PaygBreakdownSection invoiceId={invoice.id} />}
      <SupportTools
        values={[
          { kind: 'id', value: invoice.id },
          { kind: 'number', value: invoice.number },
        ]}
        data={invoice}
        read={{ path: invoicePath(invoice.id) }}
      />
    </>
  );
}

export function InvoicePage() {
  const { id = '' } = useParams();
  const query = useQuery(invoiceQuery(id));
  useRecordVisit('invoice', query.data && (query.data.number ?? query.data.id));
  return (
    <>
      {query.isPending ? (
        <LoadingState failureReason={query.failureReason} />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <InvoiceDetails invoice={query.data} />
      )}
    </>
  );
}
