import type { ActionGate } from '../../api/core/common';
import type { CdnProxiedRecord, CdnZone } from '../../api/cdn/cdn';
import { closedGate, openGate } from '../gates';
import type { MockState } from '../state';
import type { MockCdnZone } from './data';
import { combinedCountries } from './zone-settings';

const notActive = (zone: MockCdnZone) =>
  closedGate(
    'zone_not_active',
    zone.reason ? `The zone is ${zone.status}: ${zone.reason}` : `The zone is ${zone.status}.`,
  );

function certificateGate(zone: MockCdnZone): ActionGate {
  if (zone.ssl.status === 'active') {
    const until = zone.ssl.expiresAt ? ` until ${zone.ssl.expiresAt.slice(0, 10)}` : '';
    return closedGate(
      'certificate_active',
      `A certificate is already active${until}; it renews automatically.`,
    );
  }
  if (zone.ssl.status === 'pending')
    return closedGate('certificate_pending', 'A certificate is already being issued.');
  return zone.status === 'active' ? openGate : notActive(zone);
}

/** Gates follow the zone's state at the moment of the request. */
export function zoneGates(zone: MockCdnZone): NonNullable<CdnZone['actions']> {
  const active = zone.status === 'active';
  return {
    canEnableProxy: zone.proxied
      ? closedGate('already_proxied', 'The proxy is already on.')
      : active
        ? openGate
        : notActive(zone),
    canIssueCertificate: certificateGate(zone),
    canChangeMode: active ? openGate : notActive(zone),
    canActivate:
      zone.status === 'disabled'
        ? openGate
        : closedGate('not_disabled', 'Only a disabled zone can be activated.'),
    canDeactivate: active
      ? openGate
      : closedGate('not_active', 'Only an active zone can be deactivated.'),
  };
}

/** Proxied records of the DNS zone this CDN zone fronts, in the shape assumed in src/api/cdn.ts. */
function proxiedRecords(state: MockState, zone: MockCdnZone): CdnProxiedRecord[] {
  const dnsZone = state.dns.zones.find(
    (candidate) => candidate.cdnZoneId === zone.id && !candidate.foreign,
  );
  return (dnsZone?.records ?? [])
    .filter((record) => record.proxied)
    .map((record) => ({
      id: record.id,
      type: record.type,
      name: record.name,
      value: record.value,
    }));
}

function ruleCount(zone: MockCdnZone): number {
  const { waf, security, geo } = zone;
  const skipLists = waf.ipAllowlist.length + waf.uaAllowlist.length + waf.pathAllowlist.length;
  return [
    waf.skipEnabled && skipLists > 0,
    waf.visitorProfileMode !== 'off',
    geo.mode === 'whitelist',
    security.wpLoginProtection,
    security.wpAdminChallenge,
    security.blockBadCrawlers,
    security.blockBadBots,
  ].filter(Boolean).length;
}

export function presentZone(state: MockState, zone: MockCdnZone, includeRecords: boolean): CdnZone {
  const combined = combinedCountries(zone.geo);
  return {
    id: zone.id,
    domain: zone.domain,
    domainId: zone.domainId,
    status: zone.status,
    reason: zone.reason,
    proxied: zone.proxied,
    securityLevel: zone.security.level,
    ssl: { ...zone.ssl },
    ruleCount: ruleCount(zone),
    security: { ...zone.security },
    performance: { ...zone.performance },
    waf: { ...zone.waf },
    geoRestriction: {
      enabled: zone.geo.mode === 'whitelist',
      mode: zone.geo.mode,
      whitelistCountries: combined,
      standardCountries: [...zone.geo.standardCountries],
      additionalCountries: [...zone.geo.additionalCountries],
      combinedCountries: combined,
    },
    activity: { ...zone.activity },
    actions: zoneGates(zone),
    records: includeRecords ? proxiedRecords(state, zone) : null,
  };
}
