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
    unknownStatus: 'Status “{status}” not known to the panel',
    notFollowed: 'Not followed',
    progressLabel: '{title}: {status}',
    open: 'Go to it',
    retryIn: 'The job’s status could not be read just now; checking again in {seconds} s.',
    retryNow: 'The job’s status could not be read just now; checking again…',
    waitingForConnection: 'Offline; checking again when the connection is back.',
    halt_gone:
      'The server no longer knows this job, so the panel cannot tell how it ended. Check what it changes to see where things stand.',
    halt_unfollowable:
      'The panel cannot follow this job: the server gave a status address it does not accept. It may still be running; check what it changes to see where things stand.',
    halt_unknown_status:
      'The server keeps answering with status “{status}”, which the panel does not know, so it stopped checking. Check what the job changes to see where things stand.',
    halt_gave_up:
      'Still running after a long time; the panel stopped checking. The job may still finish.',
    halt_unreachable:
      'The job’s status could not be read for several minutes, so the panel stopped checking. The job may still be running.',
    halt_unreadable:
      'The panel could not read this job’s status and stopped checking. The job may still be running.',
    checkAgain: 'Check again',
    startedAt: 'Started {time}',
    checkedAgo: 'Checked {seconds} s ago',
    checkedJustNow: 'Checked just now',
    checkNow: 'Check now',
    noticeCompleted: 'Completed: {title}',
    noticeFailed: 'Failed: {title}',
    noticeStopped: 'No longer followed: {title}',
    noticeGone: 'The server no longer knows the job “{title}”',
    noticeOpen: 'Go to it',
    noticeOpenResult: 'Open the result',
    notifyOptIn:
      'Notify me in the browser when an operation ends while this window is not in front',
    notifyBlocked:
      'The browser blocks notifications for this site, so the panel tells you with a message here instead.',
    busy: 'Working: {title}',
    retry: 'Try again',
    retryLabel: 'Try again: {title}',
    retryTitle: 'Send “{title}” again?',
    retryConfirm: 'Send again',
    retryBody:
      'The panel sends exactly the same request again. It failed before, so check the error above first.',
    titleCount: '({count})',
  },
  sv: {
    tray: 'Jobb',
    trayCount: 'Jobb ({count} pågår)',
    trayTitle: 'Jobb i den här sessionen',
    trayEmpty: 'Inga jobb ännu. Långa jobb som du startar visas här.',
    clearFinished: 'Rensa avslutade',
    pending: 'Väntar på att starta',
    queued: 'I kö',
    in_progress: 'Pågår',
    completed: 'Klar',
    failed: 'Misslyckades',
    unknownStatus: 'Statusen ”{status}” är okänd för panelen',
    notFollowed: 'Följs inte',
    progressLabel: '{title}: {status}',
    open: 'Gå dit',
    retryIn: 'Jobbets status gick inte att läsa just nu; kontrollerar igen om {seconds} s.',
    retryNow: 'Jobbets status gick inte att läsa just nu; kontrollerar igen…',
    waitingForConnection: 'Frånkopplad; kontrollerar igen när anslutningen är tillbaka.',
    halt_gone:
      'Servern känner inte längre till jobbet, så panelen kan inte se hur det slutade. Kontrollera det som jobbet ändrar för att se läget.',
    halt_unfollowable:
      'Panelen kan inte följa jobbet: servern angav en statusadress som panelen inte godtar. Jobbet kan fortfarande pågå; kontrollera det som jobbet ändrar för att se läget.',
    halt_unknown_status:
      'Servern svarar hela tiden med statusen ”{status}”, som panelen inte känner till, så panelen slutade kontrollera. Kontrollera det som jobbet ändrar för att se läget.',
    halt_gave_up:
      'Pågår fortfarande efter lång tid; panelen slutade kontrollera. Jobbet kan fortfarande bli klart.',
    halt_unreachable:
      'Jobbets status gick inte att läsa på flera minuter, så panelen slutade kontrollera. Jobbet kan fortfarande pågå.',
    halt_unreadable:
      'Panelen kunde inte läsa jobbets status och slutade kontrollera. Jobbet kan fortfarande pågå.',
    checkAgain: 'Kontrollera igen',
    startedAt: 'Startad {time}',
    checkedAgo: 'Kontrollerad för {seconds} s sedan',
    checkedJustNow: 'Kontrollerad nyss',
    checkNow: 'Kontrollera nu',
    noticeCompleted: 'Klar: {title}',
    noticeFailed: 'Misslyckades: {title}',
    noticeStopped: 'Följs inte längre: {title}',
    noticeGone: 'Servern känner inte längre till jobbet ”{title}”',
    noticeOpen: 'Gå dit',
    noticeOpenResult: 'Öppna resultatet',
    notifyOptIn:
      'Meddela mig i webbläsaren när ett jobb avslutas medan det här fönstret inte är i förgrunden',
    notifyBlocked:
      'Webbläsaren blockerar aviseringar för den här webbplatsen, så panelen meddelar dig här i stället.',
    busy: 'Pågår: {title}',
    retry: 'Försök igen',
    retryLabel: 'Försök igen: {title}',
    retryTitle: 'Skicka ”{title}” igen?',
    retryConfirm: 'Skicka igen',
    retryBody:
      'Panelen skickar exakt samma begäran igen. Den misslyckades förra gången, så läs felet ovan först.',
    titleCount: '({count})',
  },
});
