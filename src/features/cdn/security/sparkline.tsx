import type { HourPoint } from './security-report-view';
import { useReportFormat } from './use-report-format';

const WIDTH = 96;
const HEIGHT = 24;

/** A zone's day in one line; its label names the busiest hour. */
export function Sparkline({ points }: { points: HourPoint[] }) {
  const { t, format } = useReportFormat();
  const peak = points.reduce<HourPoint | null>(
    (best, point) => (point.count > (best?.count ?? 0) ? point : best),
    null,
  );
  const top = peak?.count ?? 1;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : WIDTH;
  const line = points
    .map(
      (point, index) =>
        `${(index * step).toFixed(1)},${(HEIGHT - 2 - (point.count / top) * (HEIGHT - 4)).toFixed(1)}`,
    )
    .join(' ');
  const label = peak
    ? t('sparkline', { hour: format.time(peak.hourStart), count: format.number(peak.count) })
    : t('sparklineEmpty');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
      className="text-blue-700 dark:text-blue-300"
    >
      <title>{label}</title>
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
