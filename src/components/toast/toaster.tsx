import { X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { focusFirstAvailable } from '../ui/focus-fallback';
import { attachToaster, type Notice } from './toast-store';

interface Shown extends Notice {
  id: number;
}

/** Success and info leave on their own; an error, or one to act on, stays until it is closed. */
const staysFor = 8_000;
const mostShown = 3;

const tones: Record<Notice['kind'], string> = {
  success:
    'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50',
  info: 'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-50',
  error:
    'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
};

function Toast({
  notice,
  onClose,
  onDismiss,
}: {
  notice: Shown;
  onClose: (id: number) => void;
  onDismiss: (id: number) => void;
}) {
  const t = useMessages(commonMessages);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (notice.kind === 'error' || notice.actionable || held) return;
    const timer = setTimeout(() => onClose(notice.id), staysFor);
    return () => clearTimeout(timer);
  }, [notice.kind, notice.actionable, notice.id, held, onClose]);
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-md border p-3 text-sm shadow-lg ${tones[notice.kind]}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <p className="font-semibold">{notice.title}</p>
        {notice.description && <div className="mt-0.5">{notice.description}</div>}
      </div>
      <button
        type="button"
        className="-m-1 rounded p-1 hover:bg-black/10 dark:hover:bg-white/10"
        aria-label={t('closeNotification')}
        onClick={() => onDismiss(notice.id)}
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/**
 * Tells the page how tall the toasts stand (`--toasts-height` on the root element), so focus
 * and the end of the page scroll clear of them (decision 0019). Set through the CSSOM, which
 * the CSP allows, unlike a style attribute.
 */
function useToastsHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = ref.current;
    // jsdom (the unit tests) has none; every browser the panel supports does.
    if (!section || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--toasts-height', `${section.offsetHeight}px`),
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toasts-height');
    };
  }, []);
  return ref;
}

/**
 * The panel's own toasts: a live region at the bottom, over the navigation column on a wide
 * screen so it never lies on a table's action column (decision 0019). (sonner was tried first;
 * it inserts a `<style>` element when loaded, which the panel's CSP, `style-src 'self'`, refuses.)
 */
export default function Toaster() {
  const t = useMessages(commonMessages);
  const [shown, setShown] = useState<Shown[]>([]);
  // Attached in the commit that puts the region on the page: a notice given once the region is
  // there (as a test sees it) is shown, not left waiting for a later passive effect.
  useLayoutEffect(() => {
    let next = 0;
    return attachToaster((notice) => {
      next += 1;
      const id = next;
      setShown((current) =>
        [
          ...current.filter((shown) => notice.key === undefined || shown.key !== notice.key),
          { ...notice, id },
        ].slice(-mostShown),
      );
    });
  }, []);
  const close = useCallback(
    (id: number) => setShown((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const ref = useToastsHeight();
  // Where focus was before it came into the toasts, for it to go back there when the toast
  // that has it is closed (else the page body would get it, and the next Tab starts at the top).
  const cameFrom = useRef<Element | null>(null);
  const noteWhereFrom = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget;
  };
  const dismiss = useCallback(
    (id: number) => {
      const hadFocus = ref.current?.contains(document.activeElement) ?? false;
      flushSync(() => close(id));
      if (hadFocus) focusFirstAvailable([cameFrom.current]);
    },
    [close, ref],
  );
  return (
    <section
      ref={ref}
      onFocus={noteWhereFrom}
      aria-label={t('notifications')}
      // From md the shell has its 14rem navigation column: the toasts keep within it.
      className="pointer-events-none fixed inset-x-2 bottom-2 z-50 md:right-auto md:w-52"
    >
      <ol aria-live="polite" className="flex flex-col gap-2">
        {shown.map((notice) => (
          <Toast key={notice.id} notice={notice} onClose={close} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}
