export interface ProgressBarProps {
  label: string;
  /** 0–100 when the job can estimate it; without it the bar is indeterminate. */
  value?: number | null;
  /** 'done' and 'failed' are an ended job: without a value its bar is full, in that tone. */
  tone?: 'running' | 'done' | 'failed';
}

const tones = {
  running: 'bg-blue-600 dark:bg-blue-400',
  done: 'bg-green-700 dark:bg-green-400',
  failed: 'bg-red-700 dark:bg-red-400',
};

/**
 * A job still running without an estimate: diagonal stripes over the whole track, which pulse
 * (not with reduced motion, as the spinners), so no length of it can be read as an amount.
 */
const unknownAmount =
  'h-full w-full text-blue-600 dark:text-blue-400 animate-pulse motion-reduce:animate-none ' +
  'bg-[repeating-linear-gradient(135deg,currentColor_0_0.25rem,transparent_0.25rem_0.5rem)]';

export function ProgressBar({ label, value, tone = 'running' }: ProgressBarProps) {
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(Math.max(value, 0), 100) : 0;
  // An ended job without an estimate fills the bar in its tone: it is over, whatever was done;
  // a part of it would read as how far it got ("failed at a third").
  const width = determinate ? clamped : tone === 'running' ? null : 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(clamped) : undefined}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      {width === null ? (
        <div className={unknownAmount} />
      ) : (
        <div
          className={`h-full transition-[width] ${tones[tone]}`}
          style={{ width: `${width}%` }}
        />
      )}
    </div>
  );
}
