import type { FocusEvent, ReactNode } from 'react';
import { useReportPageName } from '../routing/page-name';
import { ServerText } from './server-text';

export function PageHeader({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  // The title names the page's subject in the breadcrumbs and the tab's title.
  useReportPageName(title);
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold break-words">
          <ServerText value={title} />
        </h1>
        {description && <p className="muted mt-1 text-sm">{description}</p>}
        {children}
      </div>
      {actions && <div className="flex flex-wrap items-start gap-2">{actions}</div>}
    </header>
  );
}

/** A titled card; `id` makes it a target for in-page navigation. */
export function Section({
  title,
  description,
  actions,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={titleId} id={id} className="card mb-6">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="muted mt-1 text-sm">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="p-5">{children}</div>
    </section>
  );
}

/**
 * Brings a control that takes focus inside a scrolling table fully into view sideways. The
 * browser scrolls only when no part of it shows, so a button at the edge could stay a sliver.
 */
function revealFocused(event: FocusEvent<HTMLDivElement>) {
  const area = event.currentTarget;
  if (event.target === area) return;
  const control = event.target.getBoundingClientRect();
  const view = area.getBoundingClientRect();
  if (control.left < view.left) area.scrollLeft -= view.left - control.left;
  else if (control.right > view.right)
    area.scrollLeft += Math.min(control.right - view.right, control.left - view.left);
}

/** Wide tables scroll inside their card, never the page. */
export function TableScroll({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div
      className="overflow-x-auto"
      role="region"
      aria-label={label}
      tabIndex={0}
      onFocus={revealFocused}
    >
      {children}
    </div>
  );
}

export function DefinitionList({ items }: { items: { term: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.term} className="min-w-0">
          <dt className="text-slate-600 dark:text-slate-300">{item.term}</dt>
          <dd className="mt-0.5 font-medium break-words">
            {typeof item.value === 'string' ? <ServerText value={item.value} /> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export type Tone = 'neutral' | 'good' | 'warning' | 'bad' | 'info';

const tones: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  good: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  bad: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  info: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      // By baseline, so an icon before the word (self-centred) leaves the word on a table row's line.
      className={`inline-flex items-baseline rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** An inline notice (not an error): information, warning or danger said before acting. */
export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning' | 'danger';
  title?: string;
  children: ReactNode;
}) {
  const styles = {
    info: 'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
    warning:
      'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
    danger:
      'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  };
  return (
    <div className={`rounded-md border p-3 text-sm ${styles[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div className={title ? 'mt-1' : ''}>{children}</div>
    </div>
  );
}
