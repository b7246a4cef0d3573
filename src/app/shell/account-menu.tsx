import { ChevronDown, CircleUser, Eye, LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { endSession } from '../../api/core/session-store';
import { operationsStore } from '../../components/operations/operations-store';
import { Button } from '../../components/ui/button';
import { useReadOnly } from '../../components/use-session';
import { useMessages } from '../../i18n/use-messages';
import { appMessages } from '../messages';
import { LanguageSwitch, ThemeSwitch } from '../preference-switches';

function signOut() {
  // The store is emptied first: it saves itself, and endSession then clears the tab's storage.
  operationsStore.reset();
  endSession('signed_out');
}

function SessionKind() {
  const t = useMessages(appMessages);
  const readOnly = useReadOnly();
  const Icon = readOnly ? Eye : ShieldCheck;
  return (
    <div className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-600 dark:text-slate-300" />
      <div>
        <p className="muted text-xs">{t('sessionKind')}</p>
        <p className="font-medium">{t(readOnly ? 'sessionReadOnly' : 'sessionFullAccess')}</p>
        <p className="muted text-xs">
          {t(readOnly ? 'sessionReadOnlyDetail' : 'sessionFullAccessDetail')}
        </p>
      </div>
    </div>
  );
}

export interface AccountMenuProps {
  /** The place for "What this session has learned" (the permissions the API has shown). */
  sessionLearned?: ReactNode;
}

/**
 * The account button and its panel: the session's kind, language, theme and sign-out. The panel
 * stays mounted while closed, so the theme keeps following the system's.
 */
export function AccountMenu({ sessionLearned }: AccountMenuProps) {
  const t = useMessages(appMessages);
  const [open, setOpen] = useState(false);
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
    <div ref={containerRef} className="relative" onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <CircleUser aria-hidden className="size-6" />
        <span className="sr-only sm:not-sr-only">{t('account')}</span>
        <ChevronDown aria-hidden className="size-4" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="card absolute top-full right-0 z-40 mt-2 w-72 max-w-[calc(100vw-1.5rem)] space-y-4 p-4 shadow-lg"
      >
        <SessionKind />
        {sessionLearned}
        <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
          <LanguageSwitch showLabel />
          <ThemeSwitch showLabel />
        </div>
        <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
          <Button className="w-full justify-center" onClick={signOut}>
            <LogOut aria-hidden className="size-4" />
            {t('signOut')}
          </Button>
        </div>
      </div>
    </div>
  );
}
