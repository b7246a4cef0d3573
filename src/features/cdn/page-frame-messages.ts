import { defineMessages } from '../../i18n/messages';

/** Titles and descriptions of the CDN pages; with the entry, so a cold start shows them at once. */
export const cdnFrames = defineMessages({
  en: {
    listTitle: 'CDN',
    listDescription: 'Your CDN zones and the account-wide security report.',
    reportTitle: 'CDN security report',
    reportDescription:
      'What the CDN did to protect your sites over the last 24 hours, across every zone.',
  },
  sv: {
    listTitle: 'CDN',
    listDescription: 'Dina CDN-zoner och säkerhetsrapporten för hela kontot.',
    reportTitle: 'Säkerhetsrapport för CDN',
    reportDescription:
      'Vad CDN:et har gjort för att skydda dina webbplatser de senaste 24 timmarna, i alla zoner.',
  },
});
