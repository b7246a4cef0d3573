import { defineMessages } from '../../../i18n/messages';

export const jobMessages = defineMessages({
  en: {
    title_shutdown: 'Shut down {name}',
    title_stop: 'Force stop {name}',
    title_rebuild: 'Rebuild {name}',
    title_restoreToPayg: 'New Cloud VM from a backup of {name}',
    busy_shutdown: 'A shutdown is in progress; wait until it finishes.',
    busy_stop: 'A forced stop is in progress; wait until it finishes.',
    busy_rebuild: 'A rebuild is in progress; wait until it finishes.',
    busy_restoreToPayg: 'A new server is being made from a backup.',
    busy_unknown: 'Another operation is running on this server; wait until it finishes.',
  },
  sv: {
    title_shutdown: 'Stäng av {name}',
    title_stop: 'Tvångsstoppa {name}',
    title_rebuild: 'Återskapa {name}',
    title_restoreToPayg: 'Ny molnserver från en säkerhetskopia av {name}',
    busy_shutdown: 'En avstängning pågår; vänta tills den är klar.',
    busy_stop: 'Ett tvångsstopp pågår; vänta tills det är klart.',
    busy_rebuild: 'En återskapning pågår; vänta tills den är klar.',
    busy_restoreToPayg: 'En ny server skapas från en säkerhetskopia.',
    busy_unknown: 'Ett annat jobb pågår på servern; vänta tills det är klart.',
  },
});
