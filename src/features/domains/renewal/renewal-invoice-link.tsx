import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { invoiceQuery } from '../../../api/billing/billing';
import { ServerText } from '../../../components/ui/server-text';
import { useMessages } from '../../../i18n/use-messages';
import { renewalMessages } from './messages';

/**
 * The renewal order's invoice by its number, linked to its page. The order names only the
 * invoice's ID, so the invoice is read; a key without billing access (or a missing invoice)
 * keeps the ID, said to be one.
 */
export function RenewalInvoiceLink({ invoiceId }: { invoiceId: string }) {
  const t = useMessages(renewalMessages);
  const invoice = useQuery(invoiceQuery(invoiceId));
  if (invoice.isError) {
    return (
      <span>
        <code>{invoiceId}</code> <span className="muted text-xs">{t('invoiceIdOnly')}</span>
      </span>
    );
  }
  if (!invoice.data) return <span className="muted">{t('invoiceLoading')}</span>;
  return (
    <Link to={`/billing/invoices/${encodeURIComponent(invoiceId)}`} className="link">
      <ServerText value={invoice.data.number ?? invoiceId} />
    </Link>
  );
}
