import { defineMessages } from '../../i18n/messages';

export const dnsMessages = defineMessages({
  en: {
    title: 'DNS zones',
    description: 'The zones this account answers DNS for, and their records.',
    listLabel: 'DNS zones',
    empty: 'No DNS zones yet',
    emptyHint: 'A zone is created when a domain uses the managed nameservers.',
    zone: 'Zone',
    records: 'Records',
    emailForwarding: 'Email forwarding',
    cdn: 'CDN',
    on: 'On',
    off: 'Off',
    proxiedZone: 'Has a CDN zone',
    noCdn: 'No CDN',
  },
  sv: {
    title: 'DNS-zoner',
    description: 'Zonerna som kontot besvarar DNS för, och deras poster.',
    listLabel: 'DNS-zoner',
    empty: 'Inga DNS-zoner ännu',
    emptyHint: 'En zon skapas när en domän använder de hanterade namnservrarna.',
    zone: 'Zon',
    records: 'Poster',
    emailForwarding: 'E-postvidarebefordran',
    cdn: 'CDN',
    on: 'På',
    off: 'Av',
    proxiedZone: 'Har en CDN-zon',
    noCdn: 'Ingen CDN',
  },
});
