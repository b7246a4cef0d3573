import { useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../api/billing/billing';
import {
  addBillingContact,
  type BillingContact,
  type BillingContactValues,
} from '../../../api/billing/contacts';
import { useSendMutation } from '../../../components/use-send-mutation';

export function useAddRecipient() {
  const queryClient = useQueryClient();
  return useSendMutation<BillingContact, BillingContactValues>({
    mutationFn: addBillingContact,
    scope: 'billing:contacts',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.contacts() });
    },
  });
}
