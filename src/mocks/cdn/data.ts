import type { ScenarioName } from '../scenarios';

/** CDN zones are reached from domains' and DNS zones' `cdnZoneId` (there is no list). */
export interface MockCdnZone {
  id: string;
  domain: string;
  domainId: string | null;
}

export interface CdnData {
  zones: MockCdnZone[];
}

export function seedCdn(scenario: ScenarioName): CdnData {
  if (scenario === 'empty-account') return { zones: [] };
  return {
    zones: [
      { id: 'cdn_aurora01', domain: 'aurora-bakery.se', domainId: 'dom_aurora01' },
      { id: 'cdn_nordic02', domain: 'nordicfjord.com', domainId: 'dom_nordic02' },
      { id: 'cdn_granit07', domain: 'granit-it.se', domainId: 'dom_granit07' },
    ],
  };
}
