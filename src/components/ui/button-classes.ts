/** A button's look, also for a link that looks like one (`ButtonLink`). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

// Every variant has a border, transparent where it shows none, so buttons side by side are one
// height whether or not their row stretches them.
const variants: Record<ButtonVariant, string> = {
  primary:
    'border border-transparent bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500',
  secondary:
    'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger:
    'border border-transparent bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500',
  ghost:
    'border border-transparent text-slate-800 hover:bg-slate-200 dark:text-slate-100 dark:hover:bg-slate-800',
};

/**
 * Off (disabled, or busy): faded. Opacity fades a button toward a light page; on a dark page it
 * only darkens it, which reads as pressed rather than off, so the dark theme greys it instead.
 */
const off = 'off:cursor-not-allowed not-dark:off:opacity-60 dark:off:text-slate-400';
const darkOffFill = 'dark:off:border-slate-600 dark:off:bg-slate-700';

export function buttonClasses(variant: ButtonVariant = 'secondary', size: 'sm' | 'md' = 'md') {
  const sizing = size === 'sm' ? 'px-2.5 py-1 text-xs' : 'px-3.5 py-2 text-sm';
  const offFill = variant === 'ghost' ? '' : darkOffFill;
  return `inline-flex items-center justify-center gap-1.5 rounded-md font-medium ${off} ${offFill} ${sizing} ${variants[variant]}`;
}
