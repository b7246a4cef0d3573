import { useId } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { TableScroll } from '../../../components/ui/layout';
import type { CountQualifier, HourPoint } from './security-report-view';
import { useReportFormat } from './use-report-format';

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { left: 48, right: 8, top: 10, bottom: 26 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const LABEL_EVERY_HOURS = 3;

/** The smallest of 1, 2 or 5 times a power of ten at or above `value`, for a readable axis. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return (
    [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value) ?? 10 * power
  );
}

export interface HourlyChartProps {
  points: HourPoint[];
  peak: HourPoint | null;
  windowStart: string;
  windowEnd: string;
  qualifier: CountQualifier;
}

/**
 * Hand-made SVG bars, one per hour. The picture has a text alternative that says what matters
 * (range, busiest hour, total), and the exact numbers are one click away as a table.
 */
export function HourlyChart({ points, peak, windowStart, windowEnd, qualifier }: HourlyChartProps) {
  const { t, format, count } = useReportFormat();
  const titleId = useId();
  const captionId = useId();
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const top = niceCeiling(peak?.count ?? 0);
  const slot = PLOT_W / Math.max(points.length, 1);
  const barWidth = Math.max(slot * 0.72, 1);
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  const range = { start: format.dateTime(windowStart), end: format.dateTime(windowEnd) };
  const summary = peak
    ? t('hourlySummary', {
        ...range,
        peak: format.time(peak.hourStart),
        count: count(peak.count, qualifier),
        total: count(total, qualifier),
      })
    : t('hourlyEmpty', range);

  return (
    <figure className="flex flex-col gap-3">
      <TableScroll label={t('chartScroll')}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={captionId}
          className="h-auto w-full min-w-[32rem]"
        >
          <title id={titleId}>{t('hourlyTitle')}</title>
          {[0, top / 2, top].map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-slate-200 dark:stroke-slate-700"
                strokeWidth={1}
              />
              <text
                x={PAD.left - 6}
                y={y(tick) + 4}
                textAnchor="end"
                fontSize={12}
                className="fill-slate-600 dark:fill-slate-300"
              >
                {format.number(tick)}
              </text>
            </g>
          ))}
          {points.map((point, index) => {
            const x = PAD.left + index * slot + (slot - barWidth) / 2;
            const height = (point.count / top) * PLOT_H;
            const isPeak = peak !== null && point.hourStart === peak.hourStart;
            return (
              <g key={point.hourStart}>
                <rect
                  x={x}
                  y={PAD.top + PLOT_H - height}
                  width={barWidth}
                  height={height}
                  rx={2}
                  className={
                    isPeak ? 'fill-blue-900 dark:fill-blue-200' : 'fill-blue-600 dark:fill-blue-400'
                  }
                >
                  <title>{`${format.time(point.hourStart)}: ${format.number(point.count)}`}</title>
                </rect>
                {index % LABEL_EVERY_HOURS === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    fontSize={12}
                    className="fill-slate-600 dark:fill-slate-300"
                  >
                    {format.time(point.hourStart)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </TableScroll>
      <figcaption id={captionId} className="muted text-sm">
        {summary}
      </figcaption>
      <details className="text-sm">
        <summary className="link cursor-pointer">{t('showTable')}</summary>
        <div className="mt-2">
          <DataTable
            label={t('hourlyTitle')}
            rows={points}
            rowKey={(point) => point.hourStart}
            columns={[
              {
                header: t('hour'),
                cell: (point) => format.dateTime(point.hourStart),
                rowHeader: true,
                cellClassName: 'font-normal',
              },
              {
                header: t('actionsColumn'),
                cell: (point) => count(point.count, qualifier),
                className: 'text-right',
                cellClassName: 'tabular-nums',
              },
            ]}
          />
        </div>
      </details>
    </figure>
  );
}
