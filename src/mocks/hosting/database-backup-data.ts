import type { ScenarioName } from '../scenarios';

export interface MockDatabaseBackup {
  id: string;
  accountId: string;
  database: string;
  createdAt: string;
  sizeMb: number;
}

/** A restore that was started: its job gates further restores of the same database. */
export interface MockDatabaseRestore {
  accountId: string;
  database: string;
  jobId: string;
}

const nightly = (
  accountId: string,
  database: string,
  idStem: string,
  days: number,
  sizeMb: number,
): MockDatabaseBackup[] =>
  Array.from({ length: days }, (_, index) => ({
    id: `bkp_${idStem}${String(index + 1).padStart(2, '0')}`,
    accountId,
    database,
    createdAt: `2026-11-${String(20 - index).padStart(2, '0')}T02:30:00.000Z`,
    sizeMb: sizeMb + index,
  }));

export function seedDatabaseBackups(scenario: ScenarioName): MockDatabaseBackup[] {
  const days = scenario === 'large-account' ? 19 : 3;
  return [
    ...nightly('acct_aurora01', 'aurora_wp', 'aurwp', days, 184),
    ...nightly('acct_aurora01', 'aurora_shop', 'aurshop', 2, 42),
    ...nightly('acct_paused02', 'fjall_bokning', 'fjall', 1, 8),
    ...nightly('acct_legacy03', 'butik_db', 'butik', 1, 16),
  ];
}
