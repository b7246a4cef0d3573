import { defineMessages } from '../../i18n/messages';

/** Titles and descriptions of the DNS pages; with the entry, so a cold start shows them at once. */
export const dnsFrames = defineMessages({
  en: {
    listTitle: 'DNS zones',
    listDescription: 'The zones this account answers DNS for, and their records.',
    searchTitle: 'Search records',
  },
  sv: {
    listTitle: 'DNS-zoner',
    listDescription: 'Zonerna som kontot besvarar DNS för, och deras poster.',
    searchTitle: 'Sök poster',
  },
});
