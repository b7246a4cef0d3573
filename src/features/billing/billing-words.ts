import { defineMessages } from '../../i18n/messages';

/** The panel's words for the billing codes the server sends with a closed gate. */
export const billingWords = defineMessages({
  en: {
    invoice_already_paid: 'The invoice is already paid.',
    invoice_cancelled: 'The invoice is cancelled.',
    not_account_owner: 'Only the account owner can manage invoice recipients.',
  },
  sv: {
    invoice_already_paid: 'Fakturan är redan betald.',
    invoice_cancelled: 'Fakturan är makulerad.',
    not_account_owner: 'Bara kontots ägare kan hantera fakturamottagare.',
  },
});

/** The codes the spec lists for billing. */
export const billingSpecCodes = ['invoice_already_paid'] as const;
