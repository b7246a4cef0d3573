import type { PendingRenewalOrder } from '../../../api/domains/domains';
import { DefinitionList } from '../../../components/ui/layout';
import { useCount } from '../../../i18n/use-count';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { renewalMessages } from './messages';
import { RenewalInvoiceLink } from './renewal-invoice-link';

export function PendingRenewal({ order }: { order: PendingRenewalOrder }) {
  const t = useMessages(renewalMessages);
  const format = useFormat();
  const tCount = useCount(t);
  const years = tCount('years', order.period);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{t('pendingTitle', { years })}</h3>
      <DefinitionList
        items={[
          { term: t('amount'), value: format.money(order.amount, order.currencyCode) },
          { term: t('ordered'), value: format.date(order.createdAt) },
          {
            term: t('invoice'),
            value: order.invoiceId ? (
              <RenewalInvoiceLink invoiceId={order.invoiceId} />
            ) : (
              t('noInvoice')
            ),
          },
        ]}
      />
    </div>
  );
}
