import { defineMessages } from '../../i18n/messages';

/** Titles and descriptions of the domain pages; with the entry, so a cold start shows them at once. */
export const domainFrames = defineMessages({
  en: {
    listTitle: 'Domains',
    listDescription: 'Your registered domains, their renewal and where their DNS is answered.',
    detailTitle: 'Domain',
    detailDescription: 'Registration, nameservers, DNSSEC and renewal of this domain.',
    bulkTitle: 'DNS changes in several domains',
    bulkDescription:
      'Add, update or delete DNS records in several domains at once. The change is queued and applied to each domain’s zone.',
  },
  sv: {
    listTitle: 'Domäner',
    listDescription: 'Dina registrerade domäner, deras förnyelse och var deras DNS besvaras.',
    detailTitle: 'Domän',
    detailDescription: 'Registrering, namnservrar, DNSSEC och förnyelse för domänen.',
    bulkTitle: 'DNS-ändringar i flera domäner',
    bulkDescription:
      'Lägg till, uppdatera eller ta bort DNS-poster i flera domäner på en gång. Ändringen köas och görs i varje domäns zon.',
  },
});
