/**
 * What this session's key turned out not to be allowed to do. The API has no "who am I", so the
 * panel learns from 403 `forbidden` answers (the Problem's `missingScopes` when it has them, else
 * the spec's scope table in scopes.ts) and forgets again when a later success contradicts it.
 * Kept in memory, copied to the tab's sessionStorage only when the session is remembered, and
 * gone at sign-out (endSession clears every `panel.` entry; the key change below clears memory).
 */
import type { ApiError } from './errors';
import { areaReadScope, endpointFor, scopes, type PanelArea, type Scope } from './scopes';
import { getSession, startSession, subscribeSession } from './session-store';

/** At least one of `scopes` is missing (exactly these when the server named them). */
export interface LearnedFact {
  scopes: readonly Scope[];
  /** What was refused: a change, or a read of the area. */
  kind: 'write' | 'read';
  area: PanelArea;
}

export interface LearnedPermissions {
  facts: readonly LearnedFact[];
  /** The first refusal looked like a key that can only read: offer a read-only session. */
  readOnlyOffer: boolean;
}

const STORAGE_KEY = 'panel.learned-permissions';
const empty: LearnedPermissions = { facts: [], readOnlyOffer: false };

let state: LearnedPermissions = empty;
let sessionKey: string | null = null;
let anyRefusal = false;
let anyChangeWorked = false;
/** Paths read successfully: a 403 on a change under one of them is about scopes, not ownership. */
const readPaths = new Set<string>();
/** Which facts each refusal taught, so its alert can say it plainly. */
const taughtBy = new WeakMap<ApiError, LearnedFact>();
const listeners = new Set<() => void>();

const isScope = (value: unknown): value is Scope =>
  typeof value === 'string' && (scopes as readonly string[]).includes(value);
const sameScopes = (a: readonly Scope[], b: readonly Scope[]) =>
  a.length === b.length && a.every((scope) => b.includes(scope));

function isFact(value: unknown): value is LearnedFact {
  if (typeof value !== 'object' || value === null) return false;
  const fact = value as Record<string, unknown>;
  return (
    Array.isArray(fact.scopes) &&
    fact.scopes.every(isScope) &&
    (fact.kind === 'write' || fact.kind === 'read') &&
    typeof fact.area === 'string' &&
    fact.area in areaReadScope
  );
}

function load(): LearnedFact[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isFact) : [];
  } catch {
    return [];
  }
}

function save(): void {
  if (!getSession()?.remember) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state.facts));
  } catch {
    // Storage can be unavailable; what was learned still holds in memory.
  }
}

function set(next: LearnedPermissions): void {
  state = next;
  save();
  for (const listener of listeners) listener();
}

/** A new key (or none) starts from nothing; a remembered tab picks up what it had learned. */
function followSession(): void {
  const session = getSession();
  const key = session?.apiKey ?? null;
  if (key === sessionKey) return;
  sessionKey = key;
  readPaths.clear();
  anyRefusal = false;
  anyChangeWorked = false;
  state = { facts: key && session?.remember ? load() : [], readOnlyOffer: false };
  for (const listener of listeners) listener();
}
subscribeSession(followSession);
followSession();

function add(fact: LearnedFact): void {
  const known = state.facts.some(
    (existing) => existing.kind === fact.kind && sameScopes(existing.scopes, fact.scopes),
  );
  if (!known) set({ ...state, facts: [...state.facts, fact] });
}

function missingScopesOf(error: ApiError): Scope[] {
  const named = error.extensions?.missingScopes;
  return Array.isArray(named) ? named.filter(isScope) : [];
}

/** Called by http.ts for every error answer. */
export function noteRefusal(method: string, path: string, body: unknown, error: ApiError): void {
  if (error.status !== 403 || error.code !== 'forbidden') return;
  const known = endpointFor(method, path, body);
  if (!known) return;
  const write = method !== 'GET';
  const named = missingScopesOf(error);
  if (named.length === 0) {
    // Without the server's word, a 403 may mean "not yours" or "owner only" rather than a scope.
    if (known.endpoint.ownerOnly) return;
    if (write && ![...readPaths].some((read) => path === read || path.startsWith(`${read}/`)))
      return;
    if (!write && known.hasId) return;
  }
  const kind = write ? 'write' : 'read';
  const area = known.endpoint.area;
  const taught: LearnedFact[] =
    named.length > 0
      ? named.map((scope) => ({ scopes: [scope], kind, area }))
      : [{ scopes: [...known.endpoint.scopes], kind, area }];
  for (const fact of taught) add(fact);
  const first = taught[0];
  if (first) taughtBy.set(error, first);
  if (write && !anyRefusal && !anyChangeWorked && !getSession()?.readOnly) {
    const onlyChanges = taught.every((fact) => fact.scopes.every((s) => !s.startsWith('read:')));
    if (onlyChanges) set({ ...state, readOnlyOffer: true });
  }
  anyRefusal = true;
}

/** Called by http.ts for every success: the scopes it needed are there after all. */
export function noteSuccess(method: string, path: string, body: unknown): void {
  if (method === 'GET') readPaths.add(path.split('?')[0] ?? path);
  else anyChangeWorked = true;
  const known = endpointFor(method, path, body);
  if (!known) return;
  const held = known.endpoint.scopes;
  let changed = false;
  const facts = state.facts.flatMap((fact): LearnedFact[] => {
    const left = fact.scopes.filter((scope) => !held.includes(scope));
    if (left.length === fact.scopes.length) return [fact];
    changed = true;
    return left.length === 0 ? [] : [{ ...fact, scopes: left }];
  });
  if (changed) set({ ...state, facts });
}

export function getLearnedPermissions(): LearnedPermissions {
  return state;
}

export function subscribeLearnedPermissions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fact that stops an action needing `needed`: one whose every scope the action needs. */
export function blockingFact(
  permissions: LearnedPermissions,
  needed: readonly Scope[],
): LearnedFact | null {
  return (
    permissions.facts.find((fact) => fact.scopes.every((scope) => needed.includes(scope))) ?? null
  );
}

export function areaUnreadable(permissions: LearnedPermissions, area: PanelArea): boolean {
  return blockingFact(permissions, [areaReadScope[area]]) !== null;
}

/** What a refusal taught, for its alert. */
export function factTaughtBy(error: ApiError): LearnedFact | null {
  return taughtBy.get(error) ?? null;
}

export function forgetFact(fact: LearnedFact): void {
  set({ ...state, facts: state.facts.filter((existing) => existing !== fact) });
}

export function forgetAll(): void {
  set({ ...state, facts: [] });
}

export function dismissReadOnlyOffer(): void {
  set({ ...state, readOnlyOffer: false });
}

/** The same read-only session sign-in offers, for the key already in use. */
export function switchToReadOnly(): void {
  const session = getSession();
  if (session) startSession({ ...session, readOnly: true });
  dismissReadOnlyOffer();
}
