import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../api/billing/billing';
import {
  addBillingContact,
  type BillingContact,
  type BillingContactValues,
} from '../../../api/billing/contacts';

export function useAddRecipient() {
  const queryClient = useQueryClient();
  return useMutation<BillingContact, Error, BillingContactValues>({
    mutationFn: (values) => addBillingContact(values),
    scope: { id: 'billing:contacts' },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.contacts() });
    },
  });
}
