import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReadingProgress } from '../../../components/dns/record-search/reading-progress';
import {
  normalizedQuery,
  searchZones,
  type ZoneRecords,
} from '../../../components/dns/record-search/record-index';
import { useZoneReading } from '../../../components/dns/record-search/use-zone-reading';
import { ZoneMatchList } from '../../../components/dns/record-search/zone-match-list';
import { PageHeader } from '../../../components/ui/layout';
import { TextField } from '../../../components/ui/fields';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { zoneSearchMessages } from './messages';

/**
 * Search every zone's records at once. The zones are read when the user first searches (not on
 * arrival), through the zone page's cache; the query lives in `?q=` so Back and a shared link
 * bring the search back.
 */
export function ZoneSearchPage() {
  const t = useMessages(zoneSearchMessages);
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const [started, setStarted] = useState(false);
  const searching = started || normalizedQuery(text) !== '';
  if (searching && !started) setStarted(true);
  const reading = useZoneReading(searching);
  const loaded = useMemo(
    () => reading.states.flatMap((state): ZoneRecords[] => (state.detail ? [state.detail] : [])),
    [reading.states],
  );
  const query = useDeferredValue(text);
  const matches = useMemo(() => searchZones(loaded, query), [loaded, query]);
  const recordTotal = matches.reduce((sum, zone) => sum + zone.records.length, 0);
  const summary =
    matches.length === 0
      ? t('nothing', { query: query.trim() })
      : recordTotal === 1
        ? t('foundOne')
        : matches.length === 1
          ? t('foundInOne', { records: format.number(recordTotal) })
          : t('found', {
              records: format.number(recordTotal),
              zones: format.number(matches.length),
            });
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="card flex flex-col gap-5 p-5">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
          <TextField
            type="search"
            label={t('field')}
            hint={t('fieldHint')}
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) =>
              setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
            }
          />
        </form>
        {searching ? (
          <>
            <ReadingProgress reading={reading} />
            {normalizedQuery(query) !== '' && loaded.length > 0 && (
              <>
                <p role="status" className="text-sm font-medium">
                  {summary}
                </p>
                <ZoneMatchList matches={matches} query={query.trim()} />
              </>
            )}
          </>
        ) : (
          <p className="muted text-sm">{t('start')}</p>
        )}
      </div>
    </>
  );
}
