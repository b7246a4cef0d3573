import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusFirstAvailable, sectionHeadingOf } from './focus-fallback';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Danger dialogs get a red heading rule. */
  tone?: 'default' | 'danger';
  describedBy?: string;
  /**
   * Called on closing: an element to take focus when the one that opened the dialog is gone or
   * about to go (the row of a deleted record). Null leaves focus to return to that element.
   */
  focusAfterClose?: () => HTMLElement | null | undefined;
}

interface Opener {
  element: Element | null;
  /** Its section's heading, found while the opener is still in the page. */
  heading: HTMLElement | null;
}

/**
 * Focus back to what opened the dialog, or where `focusAfterClose` says when that is gone; when
 * the opener cannot take it (disabled by what the dialog sent, or removed), its section's heading.
 */
function closeAndRestore(
  dialog: HTMLDialogElement,
  opener: Opener,
  focusAfterClose: DialogProps['focusAfterClose'],
) {
  dialog.close();
  const target = focusAfterClose?.();
  if (target) {
    target.focus();
    return;
  }
  // As the browser does on close where it can, without scrolling; never over focus that the
  // page has already put elsewhere (a field with the server's error).
  const focused = document.activeElement;
  const lost = focused === null || focused === document.body || dialog.contains(focused);
  if (lost) focusFirstAvailable([opener.element, opener.heading]);
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape (reported through
 * onClose) and puts focus back where it was.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  tone = 'default',
  describedBy,
  focusAfterClose,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Opener>({ element: null, heading: null });
  const fallback = useRef(focusAfterClose);
  useLayoutEffect(() => {
    fallback.current = focusAfterClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const element = document.activeElement;
      opener.current = { element, heading: sectionHeadingOf(element) };
      dialog.showModal();
      // The browser focuses the first control; a dialog may name a safer one (Cancel before a
      // checkbox that would turn a shutdown into a force stop with one Space).
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    }
    if (!open && dialog.open) closeAndRestore(dialog, opener.current, fallback.current);
  }, [open]);
  // A dialog unmounted while open (rendered only while wanted) is removed, not closed, and the
  // browser then gives focus back to nobody. A layout cleanup still finds it in the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) closeAndRestore(dialog, opener.current, fallback.current);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {open && (
        <div className="flex flex-col gap-4 p-5">
          <h2
            id={titleId}
            className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800 dark:text-red-300' : ''}`}
          >
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
