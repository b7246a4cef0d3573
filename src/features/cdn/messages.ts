import { defineMessages } from '../../i18n/messages';

export const cdnMessages = defineMessages({
  en: {
    zonesLabel: 'CDN zones',
    empty: 'No CDN zones',
    emptyHint: 'A CDN zone appears when one of your domains is put behind the CDN.',
    domain: 'Domain',
    zone: 'CDN zone',
    settings: 'Settings',
    securityReport: 'Security report (24 hours)',
  },
  sv: {
    zonesLabel: 'CDN-zoner',
    empty: 'Inga CDN-zoner',
    emptyHint: 'En CDN-zon visas när en av dina domäner läggs bakom CDN:et.',
    domain: 'Domän',
    zone: 'CDN-zon',
    settings: 'Inställningar',
    securityReport: 'Säkerhetsrapport (24 timmar)',
  },
});
