import { CircleUser } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LoadingState } from '../../components/ui/states';
import { useMessages } from '../../i18n/use-messages';
import { shellMessages } from './shell-messages';

const AccountPanel = lazy(() => import('./account-panel'));

/**
 * The account button and its panel: the session's kind, what it learned the key may not do,
 * language, theme, clearing the journal at sign-out and sign-out. The panel
 * loads on the first open and then stays mounted while closed.
 */
export function AccountMenu() {
  const shellT = useMessages(shellMessages);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        // Tabbing out of the panel closes it: left open, it would cover what gets focus next.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((current) => !current);
        }}
        className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <CircleUser aria-hidden className="size-6" />
        <span className="sr-only sm:not-sr-only">{shellT('account')}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="card absolute top-full right-0 z-40 mt-2 w-72 max-w-[calc(100vw-1.5rem)] space-y-4 p-4 shadow-lg"
      >
        {opened && (
          <Suspense fallback={<LoadingState />}>
            <AccountPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
