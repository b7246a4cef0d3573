import { defineMessages } from '../../i18n/messages';

/** Titles and descriptions of the hosting pages; with the entry, so a cold start shows them at once. */
export const hostingFrames = defineMessages({
  en: {
    listTitle: 'Shared hosting',
    listDescription: 'Your web hosting accounts, their email and databases.',
  },
  sv: {
    listTitle: 'Webbhotell',
    listDescription: 'Dina webbhotellskonton, deras e-post och databaser.',
  },
});
