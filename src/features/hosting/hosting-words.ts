import { defineMessages } from '../../i18n/messages';

/** The panel's words for the hosting codes the server sends with a closed gate. */
export const hostingWords = defineMessages({
  en: {
    account_suspended:
      'The account is suspended. Pay any overdue invoice, or contact support, to reactivate it.',
    account_not_eligible_cpanel:
      'The account is on our previous platform, which does not offer this. Support moves it to the current one free of charge.',
    domain_not_owned: 'This domain is not hosted on this account.',
    restore_in_progress:
      'A restore of this database is already running; wait until it has finished.',
  },
  sv: {
    account_suspended:
      'Kontot är avstängt. Betala eventuell förfallen faktura, eller kontakta supporten, för att aktivera det igen.',
    account_not_eligible_cpanel:
      'Kontot ligger på vår tidigare plattform, som inte har det här. Supporten flyttar det till den nuvarande utan kostnad.',
    domain_not_owned: 'Domänen finns inte på det här kontot.',
    restore_in_progress: 'En återställning av databasen pågår redan; vänta tills den är klar.',
  },
});

/** The codes the spec lists for shared hosting. */
export const hostingSpecCodes = [
  'account_suspended',
  'account_not_eligible_cpanel',
  'domain_not_owned',
] as const;
