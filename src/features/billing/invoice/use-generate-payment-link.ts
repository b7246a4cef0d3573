import { useQueryClient } from '@tanstack/react-query';
import { billingKeys, invoiceQuery } from '../../../api/billing/billing';
import { generatePaymentLink, type PaymentLink } from '../../../api/billing/payment-link';
import { hasCode } from '../../../api/core/errors';
import { useSendMutation } from '../../../components/use-send-mutation';

export function useGeneratePaymentLink(invoiceId: string) {
  const queryClient = useQueryClient();
  const refreshInvoice = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.invoice(invoiceId) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.invoices() }),
    ]);
  return useSendMutation<PaymentLink>({
    mutationFn: (_, signal) => generatePaymentLink(invoiceId, signal),
    scope: `invoice:${invoiceId}`,
    journal: () => ({ name: queryClient.getQueryData(invoiceQuery(invoiceId).queryKey)?.number }),
    onSuccess: async (link) => {
      queryClient.setQueryData(billingKeys.paymentLink(invoiceId), link);
      await refreshInvoice();
    },
    onError: async (error) => {
      // Paid meanwhile: the invoice's status and gate have changed, so show them.
      if (hasCode(error, 'invoice_already_paid')) await refreshInvoice();
    },
  });
}
