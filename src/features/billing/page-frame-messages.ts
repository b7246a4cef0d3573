import { defineMessages } from '../../i18n/messages';

/** Titles and descriptions of the billing pages; with the entry, so a cold start shows them at once. */
export const billingFrames = defineMessages({
  en: {
    invoicesTitle: 'Invoices',
    invoicesDescription: 'Your invoices, payment links and pay-as-you-go usage.',
    recipientsTitle: 'Invoice-copy recipients',
    recipientsDescription: 'These addresses get a copy of every invoice.',
  },
  sv: {
    invoicesTitle: 'Fakturor',
    invoicesDescription: 'Dina fakturor, betalningslänkar och användningsbaserade kostnader.',
    recipientsTitle: 'Mottagare av fakturakopior',
    recipientsDescription: 'De här adresserna får en kopia av varje faktura.',
  },
});
