import { defineMessages } from '../../../i18n/messages';

export const recordSearchMessages = defineMessages({
  en: {
    readingLabel: 'Reading zones',
    readingList: 'Reading the list of zones…',
    progress: '{read} of {total} zones read',
    done: 'All {total} zones read.',
    cancel: 'Cancel',
    cancelled: 'Reading stopped: {read} of {total} zones read. The results cover those zones only.',
    resume: 'Continue reading',
    zoneFailed: 'could not be read.',
    tryAgain: 'Try again',
    tryAgainZone: 'Try again ({zone})',
    noZones: 'This account has no DNS zones.',
    recordCount_other: '{count} records',
    recordCount_one: '1 record',
    showAll: 'Show all {count} in {zone}',
    recordLink: '{type} record {name}: {value}',
  },
  sv: {
    readingLabel: 'Läser zoner',
    readingList: 'Läser listan över zoner…',
    progress: '{read} av {total} zoner lästa',
    done: 'Alla {total} zoner lästa.',
    cancel: 'Avbryt',
    cancelled:
      'Läsningen stoppad: {read} av {total} zoner lästa. Resultaten gäller bara de zonerna.',
    resume: 'Fortsätt läsa',
    zoneFailed: 'kunde inte läsas.',
    tryAgain: 'Försök igen',
    tryAgainZone: 'Försök igen ({zone})',
    noZones: 'Kontot har inga DNS-zoner.',
    recordCount_other: '{count} poster',
    recordCount_one: '1 post',
    showAll: 'Visa alla {count} i {zone}',
    recordLink: '{type}-post {name}: {value}',
  },
});
