import { defineMessages } from '../../../i18n/messages';

export const usedByMessages = defineMessages({
  en: {
    title: 'Used by',
    description: 'DNS records in this account’s zones that point at this server’s addresses.',
    find: 'Find records that point here',
    noAddresses: 'This server has no IP addresses yet.',
    none: 'No record in the zones read points at {addresses}.',
    found_other: '{count} records point at {addresses}',
    found_one: '1 record points at {addresses}',
  },
  sv: {
    title: 'Används av',
    description: 'DNS-poster i kontots zoner som pekar på serverns adresser.',
    find: 'Hitta poster som pekar hit',
    noAddresses: 'Servern har inga IP-adresser än.',
    none: 'Ingen post i de lästa zonerna pekar på {addresses}.',
    found_other: '{count} poster pekar på {addresses}',
    found_one: '1 post pekar på {addresses}',
  },
});
