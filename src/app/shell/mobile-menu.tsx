import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { MainNavigation } from './nav-links';
import { shellMessages } from './shell-messages';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * A phone's way to every area: a button that opens the navigation in a modal panel. Escape and
 * the close button put focus back on the button; following a link leaves it to the new page.
 */
export function MobileMenu() {
  const shellT = useMessages(shellMessages);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden className="size-6" />
        <span className="sr-only">{shellT('menu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-label={shellT('menu')}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {open && (
          <div className="flex flex-col gap-2 p-3">
            <div className="flex items-center justify-between">
              <span className="px-3 font-semibold">{shellT('menu')}</span>
              <button type="button" className={iconButton} onClick={close}>
                <X aria-hidden className="size-5" />
                <span className="sr-only">{shellT('closeMenu')}</span>
              </button>
            </div>
            <MainNavigation onNavigate={() => setOpen(false)} />
          </div>
        )}
      </dialog>
    </div>
  );
}
