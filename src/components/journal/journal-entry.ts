import type { CdnZonePatch } from '../../api/cdn/cdn';
import type { DnsRecord } from '../../api/dns/dns';

export const journalAreas = ['domains', 'dns', 'cdn', 'vps', 'hosting', 'billing'] as const;
export type JournalArea = (typeof journalAreas)[number];

/** `viewed` is a read in a read-only session that opted in to recording them. */
export const journalResults = ['accepted', 'completed', 'failed', 'unknown', 'viewed'] as const;
export type JournalResult = (typeof journalResults)[number];

/** The settings groups of a CDN zone the panel saves (what a revert sends back). */
export type CdnSettings = Omit<CdnZonePatch, 'cache'>;

export type JournalChange =
  | { subject: 'dnsRecord'; zoneId: string; before: DnsRecord | null; after: DnsRecord | null }
  | { subject: 'cdnSettings'; zoneId: string; before: CdnSettings; after: CdnSettings };

/** The resource a change was made to, and the panel page that shows it. */
export interface JournalResource {
  id: string;
  href: string;
  /** Its name when the change was sent (absent in entries of earlier versions): shown before the ID. */
  name?: string;
}

/** One change sent from this panel on this device. Never the key, a body or a server answer. */
export interface JournalEntry {
  id: string;
  /** ISO time the outcome was known. */
  at: string;
  area: JournalArea;
  /** A key of the journal's action messages; `params` fill it. */
  action: string;
  params: Record<string, string>;
  resource: JournalResource;
  result: JournalResult;
  /** The Problem's code (or the client's error kind) of a failure. */
  code: string | null;
  requestId: string | null;
  /** The job of an accepted change, to mark it completed or failed when it ends. */
  jobId: string | null;
  change: JournalChange | null;
  /** The entry this change reverted. */
  revertOf: string | null;
}

export interface JournalSettings {
  /** Read-only sessions record what they looked at only when this is on. */
  recordViews: boolean;
  clearAtSignOut: boolean;
}

export const defaultJournalSettings: JournalSettings = {
  recordViews: false,
  clearAtSignOut: false,
};
