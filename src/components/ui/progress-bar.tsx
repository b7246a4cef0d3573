export interface ProgressBarProps {
  label: string;
  /** 0–100 when the job can estimate it; without it the bar is indeterminate. */
  value?: number | null;
  tone?: 'running' | 'done' | 'failed';
}

const tones = {
  running: 'bg-blue-600 dark:bg-blue-400',
  done: 'bg-green-700 dark:bg-green-400',
  failed: 'bg-red-700 dark:bg-red-400',
};

export function ProgressBar({ label, value, tone = 'running' }: ProgressBarProps) {
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(Math.max(value, 0), 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(clamped) : undefined}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      {determinate ? (
        <div
          className={`h-full transition-[width] ${tones[tone]}`}
          style={{ width: `${clamped}%` }}
        />
      ) : (
        <div className={`h-full w-1/3 animate-pulse ${tones[tone]}`} />
      )}
    </div>
  );
}
