import { useCallback } from 'react';
import type { BulkDnsBody } from '../../../api/domains/bulk-dns';
import { useReadZonesNow } from '../../../components/dns/record-search/use-read-zones-now';
import { useCachedDomains } from './use-cached-domains';
import { zoneCheckFindings, type ZoneCheckFinding } from './zone-check';

export interface ZoneCheckResult {
  errors: ZoneCheckFinding[];
  warnings: ZoneCheckFinding[];
  /** Domains whose zone could not be read: not checked, so not sent either. */
  unread: string[];
}

/**
 * Reads each chosen domain's zone and checks the records against it, as the record dialog does
 * against its zone. Null when a newer check (or leaving) stopped this one; deleting by type
 * breaks no record rule, so it is not checked.
 */
export function useZoneCheck() {
  const { read, progress } = useReadZonesNow();
  const { zoneIdOf } = useCachedDomains();
  const check = useCallback(
    async (body: BulkDnsBody): Promise<ZoneCheckResult | null> => {
      if (body.action === 'delete') return { errors: [], warnings: [], unread: [] };
      const zoneIds = body.domainNames.flatMap((name) => zoneIdOf(name) ?? []);
      const result = await read(zoneIds);
      if (!result) return null;
      const unread: string[] = [];
      const findings = body.domainNames.flatMap((name) => {
        const zoneId = zoneIdOf(name);
        const zone = zoneId === null ? undefined : result.zones.get(zoneId);
        if (!zone) {
          unread.push(name);
          return [];
        }
        return zoneCheckFindings(body, zone, name);
      });
      return {
        errors: findings.filter((found) => found.severity === 'error'),
        warnings: findings.filter((found) => found.severity === 'warning'),
        unread,
      };
    },
    [read, zoneIdOf],
  );
  return { check, progress };
}
