import { useMemo } from 'react';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import type { LintFinding } from './lint-types';
import { lintZone } from './lint-zone';

/** The zone's findings, and those of each record by id for the table's badges. */
export function useZoneLint(zone: DnsZoneDetail) {
  return useMemo(() => {
    const findings = lintZone(zone);
    const byRecord = new Map<string, LintFinding[]>();
    for (const found of findings) {
      const id = found.record?.id;
      if (id === undefined) continue;
      byRecord.set(id, [...(byRecord.get(id) ?? []), found]);
    }
    return { findings, byRecord };
  }, [zone]);
}
