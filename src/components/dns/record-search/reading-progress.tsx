import { Button } from '../../ui/button';
import { ErrorAlert } from '../../ui/error-alert';
import { ProgressBar } from '../../ui/progress-bar';
import { ServerText } from '../../ui/server-text';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { recordSearchMessages } from './messages';
import type { ZoneReading } from './use-zone-reading';

/** How far the reading of every zone has come, its Cancel, and each zone that failed. */
export function ReadingProgress({ reading }: { reading: ZoneReading }) {
  const t = useMessages(recordSearchMessages);
  const format = useFormat();
  const { list, phase, total, states } = reading;
  if (list.query.isError)
    return <ErrorAlert error={list.query.error} onRetry={() => void list.query.refetch()} />;
  const counts = { read: format.number(reading.read), total: format.number(total ?? 0) };
  const failed = states.filter((state) => state.error && !state.reading);
  const busy = phase === 'reading' && reading.read + failed.length < (total ?? Infinity);
  return (
    <div className="flex flex-col gap-3">
      {total === null ? (
        <ProgressBar label={t('readingList')} />
      ) : (
        total > 0 &&
        phase !== 'done' && (
          <ProgressBar label={t('readingLabel')} value={(reading.read / total) * 100} />
        )
      )}
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm">
          {total === null
            ? t('readingList')
            : total === 0
              ? t('noZones')
              : phase === 'cancelled'
                ? t('cancelled', counts)
                : phase === 'done' && failed.length === 0
                  ? t('done', counts)
                  : t('progress', counts)}
        </p>
        {busy && (
          <Button size="sm" onClick={reading.cancel}>
            {t('cancel')}
          </Button>
        )}
        {phase === 'cancelled' && (
          <Button size="sm" onClick={reading.resume}>
            {t('resume')}
          </Button>
        )}
      </div>
      {failed.length > 0 && (
        <ul className="flex flex-col gap-2">
          {failed.map(({ zone }) => (
            <li key={zone.id} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-red-700 dark:text-red-400">
                <ServerText value={zone.name} />: {t('zoneFailed')}
              </span>
              <Button
                size="sm"
                aria-label={t('tryAgainZone', { zone: zone.name })}
                onClick={() => reading.retryZone(zone.id)}
              >
                {t('tryAgain')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
