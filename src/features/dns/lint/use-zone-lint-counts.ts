import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dnsZoneQuery, fetchDnsZone } from '../../../api/dns/dns';
import { ZONE_READS_IN_FLIGHT } from '../../../components/dns/record-search/read-zones';
import { concurrencyLimit } from '../../../lib/concurrency-limit';
import { lintCounts } from './lint-counts';

/** Shared by every row of the zone list, so a page of 100 zones asks four at a time. */
const zoneReads = concurrencyLimit(ZONE_READS_IN_FLIGHT);

/**
 * A zone's check counts for its row in the zone list. The records are read under the zone
 * page's own key, so opening the zone afterwards shows them at once. A row that leaves the page
 * before its turn unsubscribes, which aborts the read and takes it out of the queue.
 */
export function useZoneLintCounts(zoneId: string) {
  const query = useQuery({
    ...dnsZoneQuery(zoneId),
    queryFn: ({ signal }) => zoneReads(signal, () => fetchDnsZone(zoneId, signal)),
  });
  const counts = useMemo(() => (query.data ? lintCounts(query.data) : null), [query.data]);
  return { counts, failed: query.isError && !query.data };
}
