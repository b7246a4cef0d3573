import type { ObservedExchange } from '../../api/core/exchange-observer';
import { accountIdOf } from './account-id';
import type { ChangeNotes } from './change-notes';
import { entryFor } from './describe-exchange';
import type { JournalEntry } from './journal-entry';
import { journalChanged } from './journal-events';
import { appendEntry, clearEntries, patchEntry, readSettings } from './journal-store';

// Loaded on the first exchange (the recorder imports it lazily): IndexedDB and the describer.

/** Writes the journal entry of one exchange; returns it (or null when not journalled). */
export async function recordExchange(
  apiKey: string,
  readOnly: boolean,
  exchange: ObservedExchange,
  notes: ChangeNotes,
): Promise<{ account: string; entry: JournalEntry } | null> {
  const account = await accountIdOf(apiKey);
  const views = exchange.method === 'GET' && readOnly && (await readSettings(account)).recordViews;
  const entry = entryFor(exchange, notes, { views, now: new Date(), id: crypto.randomUUID() });
  if (!entry) return null;
  await appendEntry(account, entry);
  journalChanged();
  return { account, entry };
}

/** An accepted change whose job ended: completed, or failed with the job's code. */
export async function settleEntry(
  account: string,
  id: string,
  outcome: { result: 'completed' | 'failed'; code: string | null; requestId: string | null },
): Promise<void> {
  await patchEntry(account, id, outcome);
  journalChanged();
}

/** At sign-out, when the user asked for it. */
export async function clearAtSignOut(apiKey: string): Promise<void> {
  const account = await accountIdOf(apiKey);
  if (!(await readSettings(account)).clearAtSignOut) return;
  await clearEntries(account);
  journalChanged();
}
