import { Link } from 'react-router';
import { relativeRecordName } from '../../../api/dns/record-name';
import { ServerText } from '../../ui/server-text';
import { unicodeHostname } from '../../../lib/unicode-hostname';
import { ZoneAsciiName, ZoneName } from '../zone-name';
import { useCount } from '../../../i18n/use-count';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { recordSearchMessages } from './messages';
import type { ZoneMatches } from './record-index';

/** Enough to see where a value is used; the zone page shows the rest, filtered. */
const SHOWN_PER_ZONE = 25;

/** The zone page with its records filtered to `text` (its `?records=` parameter). */
export function recordsLink(zoneId: string, text: string) {
  return `/dns/${encodeURIComponent(zoneId)}?${new URLSearchParams({ records: text }).toString()}`;
}

/** Matching records grouped by zone, each a link to its zone page showing that record. */
export function ZoneMatchList({
  matches,
  headingLevel = 'h2',
  query,
}: {
  matches: readonly ZoneMatches[];
  headingLevel?: 'h2' | 'h3';
  /** What found the records, for the zone page's filter when a zone has more than shown. */
  query: string;
}) {
  const t = useMessages(recordSearchMessages);
  const format = useFormat();
  const tCount = useCount(t);
  const Heading = headingLevel;
  return (
    <ul className="flex flex-col gap-5">
      {matches.map(({ zone, records }) => {
        const headingId = `matches-${zone.id}`;
        return (
          <li key={zone.id}>
            <section aria-labelledby={headingId}>
              <Heading
                id={headingId}
                className="flex flex-wrap items-baseline gap-x-3 font-semibold"
              >
                <Link className="link" to={`/dns/${encodeURIComponent(zone.id)}`}>
                  <ZoneName name={zone.name} />
                </Link>
                <span className="muted text-sm font-normal">
                  {tCount('recordCount', records.length)}
                </span>
                <ZoneAsciiName name={zone.name} />
              </Heading>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {records.slice(0, SHOWN_PER_ZONE).map((record) => {
                  const name = relativeRecordName(record.name, zone.name);
                  return (
                    <li key={record.id}>
                      <Link
                        className="link grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 py-1 sm:grid-cols-[4rem_minmax(0,12rem)_minmax(0,1fr)]"
                        to={recordsLink(zone.id, record.value)}
                        aria-label={t('recordLink', {
                          type: record.type,
                          name,
                          value: record.value,
                        })}
                      >
                        <span className="font-mono">{record.type}</span>
                        <span className="truncate">
                          <ServerText value={name} />
                        </span>
                        <span className="col-span-2 line-clamp-2 font-mono [overflow-wrap:anywhere] sm:col-span-1">
                          <ServerText value={record.value} />
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
              {records.length > SHOWN_PER_ZONE && (
                <Link className="link mt-2 inline-block text-sm" to={recordsLink(zone.id, query)}>
                  {t('showAll', {
                    count: format.number(records.length),
                    zone: unicodeHostname(zone.name),
                  })}
                </Link>
              )}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
