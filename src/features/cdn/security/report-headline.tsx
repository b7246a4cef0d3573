import type { SecurityReportView } from './security-report-view';
import { useReportFormat } from './use-report-format';

const trendTone = {
  up: 'text-red-800 dark:text-red-300',
  down: 'text-green-800 dark:text-green-300',
  flat: 'muted',
} as const;

/** The day's totals; the trend is said in words, the arrow only repeats it. */
export function ReportHeadline({ view }: { view: SecurityReportView }) {
  const { t, count, trend } = useReportFormat();
  const stats = [
    { key: 'securityActions', label: t('securityActions'), value: view.headline.securityActions },
    { key: 'stopped', label: t('stopped'), value: view.headline.stopped },
    { key: 'challenged', label: t('challenged'), value: view.headline.challenged },
    { key: 'hardBlocks', label: t('hardBlocks'), value: view.headline.hardBlocks },
    { key: 'trustedSkips', label: t('trustedSkips'), value: view.headline.trustedSkips },
  ];
  const arrow =
    view.trend.percent === null ? '' : { up: '↑', down: '↓', flat: '→' }[view.trend.direction];
  return (
    <section aria-label={t('headlineLabel')} className="mb-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {stats.map((stat) => (
          // Each tile's label, figure and trend share the row's tracks, so the figures of a row
          // stand on one line when one label wraps.
          <div
            key={stat.key}
            className="card row-span-3 grid grid-rows-subgrid content-start gap-y-1 p-4"
          >
            <dt className="muted self-end text-sm">{stat.label}</dt>
            <dd className="text-2xl font-semibold">{count(stat.value, view.qualifier)}</dd>
            {stat.key === 'securityActions' && (
              <dd className={`text-sm ${trendTone[view.trend.direction]}`}>
                {arrow && <span aria-hidden="true">{arrow} </span>}
                {trend(view.trend)}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
