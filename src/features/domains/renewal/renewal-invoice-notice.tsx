import { Link } from 'react-router';
import type { RenewalInvoice } from '../../../api/domains/renewal';
import { ExternalLink } from '../../../components/ui/external-link';
import { Notice } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { renewalMessages } from './messages';

/** After accepting: the invoice to pay, with its https payment link when the server gave one. */
export function RenewalInvoiceNotice({ invoice }: { invoice: RenewalInvoice | null | undefined }) {
  const t = useMessages(renewalMessages);
  const format = useFormat();
  if (!invoice) {
    return (
      <div role="status">
        <Notice tone="info">{t('acceptedNoInvoice')}</Notice>
      </div>
    );
  }
  const number = invoice.number ?? invoice.id;
  const statusKey = `invoice_${invoice.status}`;
  return (
    <div role="status">
      <Notice
        tone="info"
        title={t('accepted', {
          number,
          amount: format.money(invoice.amount, invoice.currencyCode),
        })}
      >
        <p>{t('invoiceStatus', { status: t.or(statusKey, invoice.status) })}</p>
        <p className="mt-2 flex flex-wrap gap-4">
          {invoice.paymentUrl && (
            <ExternalLink href={invoice.paymentUrl}>{t('pay', { number })}</ExternalLink>
          )}
          <Link to={`/billing/invoices/${encodeURIComponent(invoice.id)}`} className="link">
            {t('payInBilling')}
          </Link>
        </p>
      </Notice>
    </div>
  );
}
