import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ActionGate } from '../../api/core/common';
import type { PanelAction } from '../../api/core/scopes';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { useCannotWords, useLearnedBlock } from '../permissions/use-learned-permissions';
import { useServerWords } from '../server-words';
import { useReadOnly } from '../use-session';
import { Button, type ButtonProps } from './button';
import { joinTokens } from '../../lib/join-tokens';

/** For an action the API gives no gate: offered, so only the session or a refused key turns it off. */
export const ungated: ActionGate = { allowed: true, reason: null };

export interface GatedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** The server's gate. A missing gate means the action is not offered at all. */
  gate: ActionGate | null | undefined;
  /** A reason of the panel's own to block (an operation running, a form not ready). */
  blockedReason?: string | null;
  /** Busy (request in flight): does nothing, without a reason, and keeps focus. */
  pending?: boolean;
  /** The endpoint it calls (scopes.ts): off with the reason once the key was refused its scope. */
  requires?: PanelAction;
  /** The area's own words for a gate's `code` (its server-words module); the server's otherwise. */
  reasons?: (code: string) => string | undefined;
  /**
   * The read that brings the gate is still coming: the button holds its place, off and without a
   * reason (the section says it is loading), so its arrival does not push the section down.
   */
  waiting?: boolean;
}

/**
 * Why an offered action cannot run now, or null when it can: the read-only session, then what
 * the panel learned the key may not do, then the server's gate, then the panel's own reason
 * (which also stands in for a gate closed because a job runs, as it names the job).
 * A gate closed with `forbidden` (the key's scopes) is said as a learned refusal is, for the
 * action `requires` names, in the reader's language. The finder's page commands use the same words.
 */
export function useGateReason() {
  const t = useMessages(commonMessages);
  const readOnly = useReadOnly();
  const words = useServerWords();
  const cannot = useCannotWords();
  const known = (
    code: string | null | undefined,
    reasons?: (code: string) => string | undefined,
    requires?: PanelAction,
  ) => {
    if (!code) return undefined;
    return reasons?.(code) ?? (code === 'forbidden' && requires ? cannot(requires) : undefined);
  };
  return (
    gate: ActionGate,
    blockedReason?: string | null,
    learned?: string | null,
    reasons?: (code: string) => string | undefined,
    requires?: PanelAction,
  ) =>
    readOnly
      ? t('readOnlyReason')
      : (learned ??
        (!gate.allowed
          ? namesTheRunningJob(gate, blockedReason)
            ? blockedReason
            : (words(known(gate.code, reasons, requires), gate.reason) ?? t('notAllowed'))
          : (blockedReason ?? null)));
}

/**
 * `useGateReason` for one action, with what the key was refused for it already read: the words
 * a GatedButton shows, for a finder command that offers the same action.
 */
export function useActionReason(requires?: PanelAction) {
  const gateReason = useGateReason();
  const learned = useLearnedBlock(requires);
  return (
    gate: ActionGate,
    blockedReason?: string | null,
    reasons?: (code: string) => string | undefined,
  ) => gateReason(gate, blockedReason, learned, reasons, requires);
}

/** A gate closed for "a change is running" says less than the panel's reason naming which one. */
function namesTheRunningJob(
  gate: ActionGate,
  blockedReason?: string | null,
): blockedReason is string {
  return gate.code === 'operation_in_progress' && Boolean(blockedReason);
}

/** A reason a button in a GatedButtonRow says (null: none), in the order the buttons came. */
interface RowReason {
  id: string;
  reason: string | null;
}

interface GatedRow {
  say: (id: string, reason: string | null) => void;
  leave: (id: string) => void;
  reasons: readonly RowReason[];
}

const GatedRowContext = createContext<GatedRow | null>(null);

/**
 * Gated buttons side by side with their reasons in lines under the row, not each under its own
 * button: a reason is wider than its button, and under it would push the next button away.
 * Each reason stays its own button's description; words a button before it already shows are
 * not shown twice (they still describe their button, hidden). Plain buttons may sit in it too.
 */
export function GatedButtonRow({ children }: { children: ReactNode }) {
  const [reasons, setReasons] = useState<readonly RowReason[]>([]);
  const say = useCallback((id: string, reason: string | null) => {
    setReasons((list) => {
      const at = list.findIndex((line) => line.id === id);
      if (at === -1) return [...list, { id, reason }];
      if (list[at]?.reason === reason) return list;
      return list.map((line, index) => (index === at ? { id, reason } : line));
    });
  }, []);
  const leave = useCallback((id: string) => {
    setReasons((list) => list.filter((line) => line.id !== id));
  }, []);
  const row = useMemo(() => ({ say, leave, reasons }), [say, leave, reasons]);
  return (
    <GatedRowContext value={row}>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">{children}</div>
    </GatedRowContext>
  );
}

/** The row this button sits in, told its reason, and whether a button before it says the same. */
function useRowReason(id: string, reason: string | null) {
  const row = useContext(GatedRowContext);
  const say = row?.say;
  const leave = row?.leave;
  useLayoutEffect(() => {
    say?.(id, reason);
  }, [say, id, reason]);
  useLayoutEffect(() => () => leave?.(id), [leave, id]);
  if (!row) return { inRow: false, repeated: false };
  const own = row.reasons.findIndex((line) => line.id === id);
  const repeated =
    reason !== null &&
    row.reasons.slice(0, Math.max(own, 0)).some((line) => line.reason === reason);
  return { inRow: true, repeated };
}

/**
 * One place where server action gates become buttons: disabled when the gate (or a read-only
 * session) says no, with the reason visible under it (in a GatedButtonRow, under the row) and
 * announced with the button. In a row, `className` is the button's, as there is no wrapper.
 */
export function GatedButton({
  gate,
  blockedReason,
  pending = false,
  requires,
  reasons,
  waiting = false,
  children,
  className = '',
  'aria-describedby': describedBy,
  ...props
}: GatedButtonProps) {
  const actionReason = useActionReason(requires);
  const reasonId = useId();
  const reason = gate ? actionReason(gate, blockedReason, reasons) : null;
  const { inRow, repeated } = useRowReason(reasonId, reason);
  if (!gate && !waiting) return null;
  const button = (
    <Button
      {...props}
      className={inRow ? className : ''}
      disabled={!gate || reason !== null}
      busy={pending}
      aria-describedby={joinTokens(describedBy, reason && reasonId)}
    >
      {children}
    </Button>
  );
  const reasonClasses = 'text-xs text-slate-600 dark:text-slate-300';
  // In a row the reason is the row's: after all its buttons (order), on a line of its own (basis).
  if (inRow)
    return (
      <>
        {button}
        {reason && (
          <span id={reasonId} hidden={repeated} className={`order-1 basis-full ${reasonClasses}`}>
            {reason}
          </span>
        )}
      </>
    );
  return (
    <span className={`inline-flex flex-col items-start gap-1 ${className}`}>
      {button}
      {reason && (
        <span id={reasonId} className={`max-w-xs ${reasonClasses}`}>
          {reason}
        </span>
      )}
    </span>
  );
}
