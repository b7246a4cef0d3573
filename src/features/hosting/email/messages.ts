import { defineMessages } from '../../../i18n/messages';

export const emailMessages = defineMessages({
  en: {
    title: 'Mailboxes',
    description:
      'Open webmail for a mailbox without typing its password. Each sign-in link works once and only for a short while.',
    listLabel: 'Mailboxes on the account',
    address: 'Address',
    usage: 'Storage used',
    usageOf: '{used} MB of {quota} MB',
    usageUnlimited: '{used} MB (no limit)',
    actions: 'Webmail',
    openWebmail: 'Open webmail',
    openWebmailFor: 'Open webmail for {address}',
    opening: 'Opening…',
    opened: 'Webmail for {address} opened in a new tab.',
    blockedTitle: 'Your browser blocked the new tab',
    blockedText:
      'The sign-in link for {address} is ready. Open it now; it expires shortly and works only once.',
    openNow: 'Open webmail for {address} now',
    failedFor: 'Webmail for {address} could not be opened.',
    empty: 'No mailboxes yet',
    emptyHint: 'Mailboxes you create in cPanel appear here.',
    webmailUnavailable: 'Webmail cannot be opened for this account',
    cancelOpening: 'Cancel opening',
  },
  sv: {
    title: 'E-postkonton',
    description:
      'Öppna webbmejlen för ett e-postkonto utan att skriva dess lösenord. Varje inloggningslänk fungerar en gång och bara en kort stund.',
    listLabel: 'E-postkonton på kontot',
    address: 'Adress',
    usage: 'Använt utrymme',
    usageOf: '{used} MB av {quota} MB',
    usageUnlimited: '{used} MB (ingen gräns)',
    actions: 'Webbmejl',
    openWebmail: 'Öppna webbmejl',
    openWebmailFor: 'Öppna webbmejl för {address}',
    opening: 'Öppnar…',
    opened: 'Webbmejlen för {address} öppnades i en ny flik.',
    blockedTitle: 'Webbläsaren blockerade den nya fliken',
    blockedText:
      'Inloggningslänken för {address} är klar. Öppna den nu; den slutar snart att gälla och fungerar bara en gång.',
    openNow: 'Öppna webbmejl för {address} nu',
    failedFor: 'Webbmejlen för {address} kunde inte öppnas.',
    empty: 'Inga e-postkonton ännu',
    emptyHint: 'E-postkonton som du skapar i cPanel visas här.',
    webmailUnavailable: 'Webbmejlen kan inte öppnas för det här kontot',
    cancelOpening: 'Avbryt öppningen',
  },
});
