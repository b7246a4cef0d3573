import { useMemo } from 'react';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { reportMessages } from './messages';
import type { CountQualifier, TrendView } from './security-report-view';

/** Numbers as the report shows them: "at least 1 234" when counts are minimums. */
export function useReportFormat() {
  const t = useMessages(reportMessages);
  const format = useFormat();
  return useMemo(() => {
    const percent = (value: number) => format.percent(value);
    return {
      t,
      format,
      percent,
      percentInColumn: format.percentInColumn,
      count: (value: number, qualifier: CountQualifier = 'exact') =>
        qualifier === 'minimum'
          ? t('atLeast', { count: format.number(value) })
          : format.number(value),
      trend: (trend: TrendView) => {
        if (trend.percent === null) return t('trendUnknown');
        if (trend.direction === 'flat') return t('trendFlat');
        const params = {
          percent: percent(trend.percent),
          previous: trend.previous === null ? '' : format.number(trend.previous),
        };
        if (trend.direction === 'up')
          return trend.previous === null ? t('trendUpNoPrevious', params) : t('trendUp', params);
        return trend.previous === null ? t('trendDownNoPrevious', params) : t('trendDown', params);
      },
      shortTrend: (trend: TrendView) => {
        if (trend.percent === null) return t('notApplicable');
        if (trend.direction === 'flat') return t('trendFlatShort');
        return t(trend.direction === 'up' ? 'trendUpShort' : 'trendDownShort', {
          percent: percent(trend.percent),
        });
      },
      /** A known key's translation, or the server's own word for anything newer. */
      label: (prefix: string, key: string) => {
        const full = `${prefix}_${key}`;
        return t.or(full, key);
      },
    };
  }, [t, format]);
}
