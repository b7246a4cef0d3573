import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { localDay } from '../../i18n/calendar-day';
import { csvDialectFor, toCsv, type CsvColumn } from '../../lib/csv';
import { csvType, downloadFile } from '../../lib/download-file';
import { useCount } from '../../i18n/use-count';
import { useFormat, useLanguage, useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { listMessages } from './messages';
import { notify } from '../toast/toast-store';
import { buttonClasses } from '../ui/button-classes';
import { errorInOneLine } from '../ui/error-in-one-line';

export interface ExportCsvButtonProps<T> {
  /** The file's name without `.csv`; today's date is added. */
  fileName: string;
  columns: readonly CsvColumn<T>[];
  /** The rows as the table shows them: filtered and sorted, every page. */
  shown: readonly T[];
  /** Every row, unfiltered; may read the rest from the server. Without it only "shown" is offered. */
  all?: () => Promise<readonly T[]>;
  /**
   * The list's first rows are still coming: the button is shown off, so the toolbar has its
   * height before the rows come and they do not push the table down under the reader.
   */
  waiting?: boolean;
}

type Choice = 'shown' | 'all';

/** The menu's width (`w-64`, at most the view less 2 rem), and the margin it keeps from the edge. */
const menuWidth = () => Math.min(256, window.innerWidth - 32);
const edgeMargin = 8;

/**
 * Which edge of its button the menu hangs from: the right when the button has room for it to its
 * left, else the left. A button at a card's right edge on a phone would otherwise push the menu
 * off the screen, and one at the left edge would push it off the other side.
 */
function sideFor(button: HTMLElement): 'left' | 'right' {
  return button.getBoundingClientRect().right - menuWidth() >= edgeMargin ? 'right' : 'left';
}

/** "Export CSV": a small menu of what to export (the rows shown, or everything). */
export function ExportCsvButton<T>({
  fileName,
  columns,
  shown,
  all,
  waiting = false,
}: ExportCsvButtonProps<T>) {
  const t = useMessages(listMessages);
  const common = useMessages(commonMessages);
  const { language } = useLanguage();
  const format = useFormat();
  const tCount = useCount(t);
  const menu = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [side, setSide] = useState<'left' | 'right'>('right');
  const close = (focusButton: boolean) => {
    if (menu.current) menu.current.open = false;
    if (focusButton) summary.current?.focus();
  };
  // A menu left open covers the table under it: a click anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  const save = async (choice: Choice) => {
    setBusy(true);
    try {
      const rows = choice === 'all' && all ? await all() : shown;
      const file = `${fileName}-${localDay(new Date())}.csv`;
      downloadFile(file, await toCsv(rows, columns, csvDialectFor(language)), csvType);
      notify({
        kind: 'success',
        title: tCount('exported', rows.length, { file }),
      });
      close(true);
    } catch (error) {
      notify({
        kind: 'error',
        title: t('exportFailed'),
        description: errorInOneLine(error, common, language),
      });
    } finally {
      setBusy(false);
    }
  };
  const option = (choice: Choice, label: string, hint: string) => (
    <button
      type="button"
      // Busy, not disabled: the option keeps focus until the menu closes and hands it back.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) void save(choice);
      }}
      className="flex w-full flex-col items-start rounded px-3 py-2 text-left hover:bg-slate-100 aria-disabled:opacity-60 dark:hover:bg-slate-800"
    >
      <span className="font-medium">{label}</span>
      <span className="muted text-xs">{hint}</span>
    </button>
  );
  const label = (
    <>
      <Download aria-hidden="true" className="size-4" />
      {t('exportCsv')}
    </>
  );
  if (waiting)
    return (
      <button type="button" disabled className={buttonClasses('secondary', 'sm')}>
        {label}
      </button>
    );
  return (
    <details
      ref={menu}
      className="relative"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return;
        event.stopPropagation();
        close(true);
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close(false);
      }}
    >
      <summary
        ref={summary}
        // Measured as it opens (a click, or Enter or Space on the summary), before the first paint.
        onClick={(event) => setSide(sideFor(event.currentTarget))}
        className={`${buttonClasses('secondary', 'sm')} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        {label}
      </summary>
      <div
        className={`card absolute ${side === 'right' ? 'right-0' : 'left-0'} z-20 mt-1 w-64 max-w-[calc(100vw-2rem)] p-1 text-sm`}
      >
        {option(
          'shown',
          t('exportShown', { count: format.number(shown.length) }),
          t('exportShownHint'),
        )}
        {all && option('all', t('exportAll'), t('exportAllHint'))}
        {busy && (
          <p role="status" className="muted px-3 py-1 text-xs">
            {t('exporting')}
          </p>
        )}
      </div>
    </details>
  );
}
