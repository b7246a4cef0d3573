import type { ObservedExchange } from '../../api/core/exchange-observer';
import type { ChangeNotes } from './change-notes';
import { entryFor } from './describe-exchange';
import type { JournalEntry } from './journal-entry';
import { journalChanged } from './journal-events';

// Loaded on the first exchange (the recorder imports it lazily). The store and the account's
// name are chunks of their own, shared with the activity page.
const store = () => import('./journal-store');
const accountIdOf = async (apiKey: string) => (await import('./account-id')).accountIdOf(apiKey);

/** Writes the journal entry of one exchange; returns it (or null when not journalled). */
export async function recordExchange(
  apiKey: string,
  readOnly: boolean,
  exchange: ObservedExchange,
  notes: ChangeNotes,
): Promise<{ account: string; entry: JournalEntry } | null> {
  const account = await accountIdOf(apiKey);
  const { appendEntry, readSettings } = await store();
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
  await (await store()).patchEntry(account, id, outcome);
  journalChanged();
}

/** At sign-out, when the user asked for it. */
export async function clearAtSignOut(apiKey: string): Promise<void> {
  const account = await accountIdOf(apiKey);
  const { clearEntries, readSettings } = await store();
  if (!(await readSettings(account)).clearAtSignOut) return;
  await clearEntries(account);
  journalChanged();
}
