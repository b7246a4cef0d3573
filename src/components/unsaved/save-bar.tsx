import { useEffect, useRef, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { unsavedMessages } from './messages';
import { Button } from '../ui/button';
import { SubmitButton } from '../forms/submit-button';
import type { PanelAction } from '../../api/core/scopes';
import { SendWaitingNotice } from '../ui/send-waiting-notice';
import type { SendWaiting } from '../use-send-mutation';
import { LeaveGuard } from './leave-guard';
import { useChangeSummary } from './use-change-summary';

export interface SaveBarProps {
  /** The names of the fields that differ from what was saved, in the form's order. */
  changes: readonly string[];
  pending: boolean;
  /**
   * Why a pending save has not gone (the send's `waiting`). A save on the wire reaches the server
   * whether or not the page stays, so only an unsent one makes leaving ask; Discard drops it.
   */
  waiting?: SendWaiting;
  /** The last save's error (the mutation's `error`), for the submit button's rate-limit wait. */
  error?: unknown;
  onDiscard: () => void;
  saveLabel: string;
  /** The endpoint Save calls, so a permission the key was refused turns Save off with the reason. */
  requires?: PanelAction;
  /** Shown when nothing is unsaved (say, what the last save changed). */
  idleStatus?: ReactNode;
  /** Alerts for the last save, shown above the buttons. */
  children?: ReactNode;
}

/**
 * The save bar of a long form: sticks to the bottom of the viewport while the form is on screen,
 * says what changed, and asks before the page is left with changes unsaved. Render it as the
 * form's last child so its submit button submits the form.
 */
export function SaveBar({
  changes,
  pending,
  waiting = null,
  error,
  onDiscard,
  saveLabel,
  requires,
  idleStatus,
  children,
}: SaveBarProps) {
  const t = useMessages(unsavedMessages);
  const dirty = changes.length > 0;
  const onTheWire = pending && waiting === null;
  const summary = useChangeSummary(changes);
  const bar = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const wasDirty = useRef(dirty);
  // Saved or discarded, the bar's buttons go or turn off: focus stays in the bar, on its status.
  useEffect(() => {
    const saved = wasDirty.current && !dirty;
    wasDirty.current = dirty;
    const focused = document.activeElement;
    const lost =
      focused === null ||
      focused === document.body ||
      (focused instanceof HTMLButtonElement &&
        focused.disabled &&
        bar.current?.contains(focused) === true);
    if (saved && lost) status.current?.focus({ preventScroll: true });
  }, [dirty]);
  return (
    <div
      ref={bar}
      data-save-bar=""
      className="sticky bottom-0 z-20 flex flex-col gap-3 rounded-b-lg border-t border-slate-200 bg-white/95 px-5 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      {children}
      <SendWaitingNotice waiting={waiting} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p ref={status} tabIndex={-1} role="status" className="min-w-48 flex-1 text-sm">
          {dirty ? summary : (idleStatus ?? t('noUnsavedChanges'))}
        </p>
        <div className="flex flex-wrap items-start gap-2">
          {dirty && (
            <Button onClick={onDiscard} disabled={onTheWire}>
              {t('discardChanges')}
            </Button>
          )}
          <SubmitButton pending={pending} error={error} disabled={!dirty} requires={requires}>
            {saveLabel}
          </SubmitButton>
        </div>
      </div>
      <LeaveGuard changes={onTheWire ? [] : changes} />
    </div>
  );
}
