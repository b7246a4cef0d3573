import type { CdnZone } from '../../api/cdn/cdn';
import type { DnsRecord } from '../../api/dns/dns';

/** What a change's sender knows that the request does not carry: the value before it. */
export type ChangeNote =
  | { subject: 'dnsRecord'; zoneId: string; before: DnsRecord | null }
  | { subject: 'cdnSettings'; zoneId: string; before: CdnZone | null };

/**
 * What the change acted on, as the page that sent it knew it: the resource's name (a server's,
 * a domain's) and the words of the entry (`params`: `{database}`, `{from}`…). Kept with the
 * entry, so it still reads right after the resource is renamed or deleted.
 */
export interface SubjectNote {
  name?: string | null;
  params?: Record<string, string | null | undefined>;
}

export interface ChangeNotes {
  change?: ChangeNote;
  revertOf?: string;
  subject?: SubjectNote;
}

// Keyed by the send's own signal: each send has one, and the API client reports it back.
const notes = new WeakMap<AbortSignal, ChangeNotes>();

function add(signal: AbortSignal, more: ChangeNotes): void {
  notes.set(signal, { ...notes.get(signal), ...more });
}

/** Call before sending: the journal keeps `before` (and the answer as `after`) with the entry. */
export function noteChange(signal: AbortSignal, change: ChangeNote): void {
  add(signal, { change });
}

export function noteSubject(signal: AbortSignal, subject: SubjectNote): void {
  add(signal, { subject });
}

export function noteRevert(signal: AbortSignal, entryId: string): void {
  add(signal, { revertOf: entryId });
}

export function notesFor(signal: AbortSignal | undefined): ChangeNotes {
  return (signal && notes.get(signal)) ?? {};
}
