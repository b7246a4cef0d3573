import { useMemo, useState } from 'react';
import type { Vps } from '../../../api/vps/vps';
import { ReadingProgress } from '../../../components/dns/record-search/reading-progress';
import {
  recordsPointingAt,
  type ZoneRecords,
} from '../../../components/dns/record-search/record-index';
import {
  useZoneReading,
  type ZoneReading,
} from '../../../components/dns/record-search/use-zone-reading';
import { ZoneMatchList } from '../../../components/dns/record-search/zone-match-list';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/layout';
import { useCount } from '../../../i18n/use-count';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { usedByMessages } from './messages';

/**
 * The DNS records that point at the server. Reading every zone costs a request per zone, so it
 * starts when the user asks, and shares the zone pages' cache.
 */
export function UsedBySection({ server }: { server: Pick<Vps, 'ipv4' | 'ipv6'> }) {
  const t = useMessages(usedByMessages);
  const [open, setOpen] = useState(false);
  const addresses = [...server.ipv4, ...server.ipv6];
  return (
    <Section id="used-by" title={t('title')} description={t('description')}>
      {addresses.length === 0 ? (
        <p className="muted text-sm">{t('noAddresses')}</p>
      ) : open ? (
        <UsedByResults addresses={addresses} />
      ) : (
        <Button onClick={() => setOpen(true)}>{t('find')}</Button>
      )}
    </Section>
  );
}

function UsedByResults({ addresses }: { addresses: string[] }) {
  const reading = useZoneReading(true);
  return (
    <div className="flex flex-col gap-5">
      <ReadingProgress reading={reading} />
      <Matches reading={reading} addresses={addresses} />
    </div>
  );
}

function Matches({ reading, addresses }: { reading: ZoneReading; addresses: string[] }) {
  const t = useMessages(usedByMessages);
  const format = useFormat();
  const tCount = useCount(t);
  const key = addresses.join(' ');
  const loaded = useMemo(
    () => reading.states.flatMap((state): ZoneRecords[] => (state.detail ? [state.detail] : [])),
    [reading.states],
  );
  const matches = useMemo(() => recordsPointingAt(loaded, key.split(' ')), [loaded, key]);
  if (loaded.length === 0) return null;
  const count = matches.reduce((sum, zone) => sum + zone.records.length, 0);
  const named = format.orList(addresses);
  return (
    <>
      <p role="status" className="text-sm font-medium">
        {count === 0
          ? t('none', { addresses: named })
          : tCount('found', count, { addresses: named })}
      </p>
      <ZoneMatchList matches={matches} headingLevel="h3" query={addresses[0] ?? ''} />
    </>
  );
}
