import { defineMessages } from '../../i18n/messages';

export const operationMessages = defineMessages({
  en: {
    tray: 'Operations',
    trayCount: 'Operations ({count} running)',
    trayTitle: 'Operations in this session',
    trayEmpty: 'No operations yet. Long-running actions you start appear here.',
    clearFinished: 'Clear finished',
    pending: 'Waiting to start',
    queued: 'Queued',
    in_progress: 'In progress',
    completed: 'Completed',
    failed: 'Failed',
    unknownStatus: 'Status: {status}',
    progressLabel: '{title}: {status}',
    percent: '{value} %',
    open: 'Go to it',
    stoppedChecking:
      'Still running after a long time; the panel stopped checking. Reload to check again.',
    checkAgain: 'Check again',
    startedAt: 'Started {time}',
  },
  sv: {
    tray: 'Åtgärder',
    trayCount: 'Åtgärder ({count} pågår)',
    trayTitle: 'Åtgärder i den här sessionen',
    trayEmpty: 'Inga åtgärder ännu. Långa åtgärder som du startar visas här.',
    clearFinished: 'Rensa avslutade',
    pending: 'Väntar på att starta',
    queued: 'I kö',
    in_progress: 'Pågår',
    completed: 'Klar',
    failed: 'Misslyckades',
    unknownStatus: 'Status: {status}',
    progressLabel: '{title}: {status}',
    percent: '{value} %',
    open: 'Gå dit',
    stoppedChecking:
      'Pågår fortfarande efter lång tid; panelen slutade kontrollera. Ladda om för att kontrollera igen.',
    checkAgain: 'Kontrollera igen',
    startedAt: 'Startad {time}',
  },
});
