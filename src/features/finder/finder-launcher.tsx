import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/use-messages';
import { finderMessages } from './messages';

const FinderDialog = lazy(() => import('./finder-dialog'));

const isMac = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

/** Typing "/" in a field types a slash; only outside text fields does it open the finder. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
    target.type,
  );
}

/**
 * The header's "Search… Ctrl K" button and the keys that open the finder anywhere (Ctrl/⌘-K,
 * and "/" outside text fields). The finder's code and its lists load on the first open.
 */
export function FinderLauncher() {
  const t = useMessages(finderMessages);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTextField(event.target);
      if (!modK && !slash) return;
      // Another modal (a confirm dialog) keeps the keyboard until it closes.
      if (!modK && document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <Button
        size="sm"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" size={14} />
        <span>{t('open')}</span>
        <kbd className="muted hidden rounded border border-slate-300 px-1 font-sans text-[0.65rem] sm:inline dark:border-slate-600">
          {shortcut}
        </kbd>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FinderDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
