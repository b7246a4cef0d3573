/**
 * Owner names. Requests carry names relative to the zone (`www`, `@` or empty for the root);
 * responses may carry normalized FQDNs (`www.example.com` or `www.example.com.`).
 */

export const ROOT_NAME = '@';

export function isRootName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === '' || trimmed === ROOT_NAME;
}

function bareZone(zoneName: string): string {
  return zoneName.trim().toLowerCase().replace(/\.$/, '');
}

/** The name as the panel shows and edits it: relative to the zone, `@` for the root. */
export function relativeRecordName(name: string, zoneName: string): string {
  if (isRootName(name)) return ROOT_NAME;
  const zone = bareZone(zoneName);
  const bare = name.trim().replace(/\.$/, '');
  const lower = bare.toLowerCase();
  if (lower === zone) return ROOT_NAME;
  if (lower.endsWith(`.${zone}`)) return bare.slice(0, bare.length - zone.length - 1);
  return bare;
}

/** The fully qualified name (no trailing dot) for a relative one. */
export function absoluteRecordName(name: string, zoneName: string): string {
  const zone = bareZone(zoneName);
  const relative = relativeRecordName(name, zone);
  return relative === ROOT_NAME ? zone : `${relative}.${zone}`;
}

/** Whether a typed name already ends in the zone's own name (the full FQDN was entered). */
export function endsInZone(name: string, zoneName: string): boolean {
  const zone = bareZone(zoneName);
  const lower = name.trim().toLowerCase().replace(/\.$/, '');
  return zone !== '' && (lower === zone || lower.endsWith(`.${zone}`));
}
