import { useId, useRef, useState, type ReactNode } from 'react';
import { isApiError, isUnconfirmed, type FieldError } from '../../api/core/errors';
import { redact } from '../../api/core/redact';
import { revealBidiControls } from '../../lib/bidi';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { asServerText } from '../as-server-text';
import { commonMessages } from '../messages';
import { useRateLimitWait } from '../use-rate-limit-wait';
import type { SendWaiting } from '../use-send-mutation';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';
import { ErrorAlert } from './error-alert';
import { FieldErrorList } from './field-error-list';
import { InlineName } from './server-text';
import { SendWaitingNotice } from './send-waiting-notice';
import { DialogActions } from './dialog-actions';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in words; danger is said here. */
  children: ReactNode;
  confirmLabel: string;
  /**
   * Sends the change. Until its promise settles further clicks do nothing, and after it resolves
   * nothing more is sent from this opening of the dialog (the one send guard for confirm buttons).
   */
  onConfirm: () => Promise<unknown>;
  /** Also cancels the change for good (useSendMutation's `reset`). */
  onCancel: () => void;
  danger?: boolean;
  pending?: boolean;
  /** Why a confirmed change has not gone yet (useSendMutation's `waiting`). */
  waiting?: SendWaiting;
  error?: unknown;
  /**
   * The field errors of `error` that no input of the dialog shows (useServerFieldErrors'
   * `leftovers`). Without it every one is listed: a dialog with no form of its own shows none.
   */
  leftovers?: FieldError[];
  /** When set, the confirm button works only after this exact text is typed. */
  typedConfirmation?: string;
  /** Extra inputs (a template choice…) shown above the buttons. */
  extra?: ReactNode;
  /** Extra condition for the confirm button (say, a required choice made). */
  canConfirm?: boolean;
  /** The cancel button's words when "Cancel" would be unclear (say, "Stay on this page"). */
  cancelLabel?: string;
  /** Dialog's `focusAfterClose`: where focus goes when what opened the dialog is gone. */
  focusAfterClose?: DialogProps['focusAfterClose'];
}

type BodyProps = Omit<ConfirmDialogProps, 'open' | 'title' | 'focusAfterClose'> & {
  descriptionId: string;
};

/** A ref guard: one send at a time, and none after one succeeded. */
function useSendGuard(onConfirm: () => Promise<unknown>) {
  const state = useRef<'idle' | 'sending' | 'sent'>('idle');
  return () => {
    if (state.current !== 'idle') return;
    state.current = 'sending';
    void onConfirm().then(
      () => {
        state.current = 'sent';
      },
      () => {
        // The error is the mutation's to show; the user may send again once it allows.
        state.current = 'idle';
      },
    );
  };
}

/** Lives only while the dialog is open, so typed text never survives a close. */
function ConfirmBody({
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  danger = false,
  pending = false,
  waiting = null,
  error,
  leftovers,
  typedConfirmation,
  extra,
  canConfirm = true,
  cancelLabel,
  descriptionId,
}: BodyProps) {
  const t = useMessages(commonMessages);
  const { language } = useLanguage();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const send = useSendGuard(onConfirm);
  const wait = useRateLimitWait(error);
  const ready =
    canConfirm &&
    (typedConfirmation === undefined ||
      typed === typedConfirmation ||
      // A name with a bidi control is shown with a marker ("[U+202E]"), which is what one types.
      typed === revealBidiControls(typedConfirmation)) &&
    !pending &&
    wait === 0 &&
    // The change may have been made: the page is read again instead of sending it twice.
    !isUnconfirmed(error);
  const unplaced =
    leftovers ??
    (isApiError(error)
      ? error.fieldErrors.map((item) => ({
          ...item,
          detail: asServerText(redact(item.detail), language, t),
        }))
      : []);
  return (
    <>
      <div id={descriptionId} className="flex flex-col gap-2 text-sm">
        {children}
      </div>
      {extra}
      {typedConfirmation !== undefined && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t.rich('typeToConfirm', { text: <InlineName value={typedConfirmation} /> })}
          </label>
          <input
            id={inputId}
            className="input font-mono"
            aria-describedby={descriptionId}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      )}
      <SendWaitingNotice waiting={waiting} />
      {error !== undefined && error !== null && (
        <>
          <ErrorAlert error={error} compact />
          <FieldErrorList items={unplaced} />
        </>
      )}
      <DialogActions>
        <Button
          onClick={onCancel}
          // First focus: Cancel, unless the words to type come first.
          data-initial-focus={typedConfirmation === undefined ? true : undefined}
        >
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          disabled={!ready}
          onClick={() => {
            if (ready) send();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}

export function ConfirmDialog({ open, title, focusAfterClose, ...rest }: ConfirmDialogProps) {
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={rest.onCancel}
      tone={rest.danger ? 'danger' : 'default'}
      describedBy={descriptionId}
      focusAfterClose={focusAfterClose}
    >
      <ConfirmBody {...rest} descriptionId={descriptionId} />
    </Dialog>
  );
}
