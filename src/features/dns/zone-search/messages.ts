import { defineMessages } from '../../../i18n/messages';

export const zoneSearchMessages = defineMessages({
  en: {
    title: 'Search records in all zones',
    description: 'Find where a name, address or value is used, in every DNS zone of the account.',
    field: 'Name or value',
    fieldHint: 'For example 192.0.2.11 or mail. An address is also found inside SPF values.',
    start: 'Type to read every zone and search its records.',
    found: '{records} matching records in {zones} zones',
    foundOne: '1 matching record in 1 zone',
    foundInOne: '{records} matching records in 1 zone',
    nothing: 'No record matches “{query}” in the zones read.',
  },
  sv: {
    title: 'Sök poster i alla zoner',
    description: 'Hitta var ett namn, en adress eller ett värde används, i kontots alla DNS-zoner.',
    field: 'Namn eller värde',
    fieldHint: 'Till exempel 192.0.2.11 eller mail. En adress hittas också inuti SPF-värden.',
    start: 'Skriv för att läsa alla zoner och söka bland deras poster.',
    found: '{records} matchande poster i {zones} zoner',
    foundOne: '1 matchande post i 1 zon',
    foundInOne: '{records} matchande poster i 1 zon',
    nothing: 'Ingen post matchar ”{query}” i de lästa zonerna.',
  },
});
