import { defineMessages } from '../../i18n/messages';

/** The shell's own words: they load with the shell, not with the sign-in page. */
export const shellMessages = defineMessages({
  en: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    signOut: 'Sign out',
    readOnlyBanner:
      'Read-only session: you can look at everything and copy IDs and raw data for a ticket; nothing can be changed.',
    menu: 'Menu',
    closeMenu: 'Close menu',
    account: 'Account',
    breadcrumbs: 'Breadcrumbs',
    navUnreadable: '(this key may not view it)',
  },
  sv: {
    skipToContent: 'Hoppa till innehållet',
    mainNavigation: 'Huvudnavigering',
    signOut: 'Logga ut',
    readOnlyBanner:
      'Skrivskyddad session: du kan se allt och kopiera ID:n och rådata till ett ärende; inget kan ändras.',
    menu: 'Meny',
    closeMenu: 'Stäng menyn',
    account: 'Konto',
    breadcrumbs: 'Brödsmulor',
    navUnreadable: '(den här nyckeln får inte visa den)',
  },
});
