import { defineMessages } from '../../../i18n/messages';

export const databaseMessages = defineMessages({
  en: {
    title: 'Database backups',
    description:
      'Restore one database to an earlier restore point. Files, email, DNS and the other databases are not touched.',
    listLabel: 'Database restore points',
    database: 'Database',
    createdAt: 'Restore point',
    size: 'Size',
    sizeMb: '{size} MB',
    sizeMbHeader: 'Size (MB)',
    searchHint: 'Database name',
    actions: 'Restore',
    restore: 'Restore',
    restoreLabel: 'Restore {database} from {date}',
    confirmTitle: 'Restore the database {database}?',
    confirmReplace:
      'The database {database} will be replaced by its restore point from {date}. Everything written to it since then is lost and cannot be brought back.',
    confirmUntouched: 'Files, email, DNS and the account’s other databases are not changed.',
    confirmButton: 'Restore {database}',
    restoreTitle: 'Restore database {database}',
    queued: 'The restore of {database} is queued. Its progress is shown below.',
    empty: 'No database backups yet',
    emptyHint: 'Restore points appear here after the nightly backup has run.',
  },
  sv: {
    title: 'Säkerhetskopior av databaser',
    description:
      'Återställ en databas till en tidigare återställningspunkt. Filer, e-post, DNS och de andra databaserna påverkas inte.',
    listLabel: 'Återställningspunkter för databaser',
    database: 'Databas',
    createdAt: 'Återställningspunkt',
    size: 'Storlek',
    sizeMb: '{size} MB',
    sizeMbHeader: 'Storlek (MB)',
    searchHint: 'Databasens namn',
    actions: 'Återställ',
    restore: 'Återställ',
    restoreLabel: 'Återställ {database} från {date}',
    confirmTitle: 'Återställa databasen {database}?',
    confirmReplace:
      'Databasen {database} ersätts med återställningspunkten från {date}. Allt som har skrivits till den sedan dess försvinner och går inte att få tillbaka.',
    confirmUntouched: 'Filer, e-post, DNS och kontots andra databaser ändras inte.',
    confirmButton: 'Återställ {database}',
    restoreTitle: 'Återställning av databasen {database}',
    queued: 'Återställningen av {database} står i kö. Förloppet visas nedan.',
    empty: 'Inga säkerhetskopior av databaser ännu',
    emptyHint: 'Återställningspunkter visas här när den nattliga säkerhetskopieringen har körts.',
  },
});
