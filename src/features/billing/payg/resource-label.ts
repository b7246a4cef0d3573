import type { useMessages } from '../../../i18n/use-messages';
import type { billingMessages } from '../messages';

export type BillingT = ReturnType<typeof useMessages<typeof billingMessages.en>>;

export function resourceLabel(t: BillingT, key: string): string {
  const messageKey = `resource_${key}`;
  return t.or(messageKey, key);
}
