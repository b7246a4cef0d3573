/**
 * The API key lives in this module's memory. Only the opt-in "remember in this tab" copies it
 * to sessionStorage (gone when the tab closes); nothing goes to localStorage, cookies or URLs.
 */
import { dropEarlyResponses } from './early-responses';

export interface Session {
  apiKey: string;
  readOnly: boolean;
  remember: boolean;
}

const STORAGE_KEY = 'panel.session';
/** Every entry the panel keeps in this tab starts so; sign-out removes them all. */
const PANEL_PREFIX = 'panel.';
export type SessionEndReason = 'signed_out' | 'unauthorized';

let current: Session | null = null;
let lastEndReason: SessionEndReason | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function startSession(session: Session): void {
  current = session;
  lastEndReason = null;
  try {
    if (session.remember) {
      sessionStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ apiKey: session.apiKey, readOnly: session.readOnly }),
      );
    } else {
      sessionStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Storage can be unavailable (privacy modes); the session still works in memory.
  }
  notify();
}

/** The key, and whatever else the panel kept in this tab (operations, job kinds), goes. */
function forgetTabStorage(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) =>
      sessionStorage.key(index),
    );
    for (const key of keys) if (key?.startsWith(PANEL_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // See startSession.
  }
}

export function endSession(reason: SessionEndReason = 'signed_out'): void {
  current = null;
  dropEarlyResponses();
  lastEndReason = reason;
  forgetTabStorage();
  notify();
}

/** Why the last session ended, so sign-in can say so. */
export function getSessionEndReason(): SessionEndReason | null {
  return lastEndReason;
}

export function getSession(): Session | null {
  return current;
}

export function getApiKey(): string | null {
  return current?.apiKey ?? null;
}

export function isReadOnlySession(): boolean {
  return current?.readOnly ?? false;
}

/** Picks up a session remembered in this tab, after a reload. */
export function restoreSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (
      typeof stored === 'object' &&
      stored !== null &&
      'apiKey' in stored &&
      typeof stored.apiKey === 'string'
    ) {
      const readOnly = 'readOnly' in stored && stored.readOnly === true;
      current = { apiKey: stored.apiKey, readOnly, remember: true };
      notify();
    }
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
  }
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
