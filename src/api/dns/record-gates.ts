import { ROOT_NAME, relativeRecordName } from './record-name';
import { isProxiableType } from './record-types';

/**
 * Why proxying cannot be switched on, as the code the mock answers with (409) and the reason
 * the record list shows next to a disabled toggle. Assumed: the spec names no codes for these.
 */
export type ProxyBlock = 'dns_zone_not_on_cdn' | 'dns_record_not_proxiable';

export function proxyBlock(
  record: { type: string },
  zone: { cdnZoneId?: string | null },
): ProxyBlock | null {
  if (!zone.cdnZoneId) return 'dns_zone_not_on_cdn';
  if (!isProxiableType(record.type)) return 'dns_record_not_proxiable';
  return null;
}

/** A root MX in a zone with email forwarding on: the service refuses it (409 `mx_record_blocked_email_forwarding`). */
export function isBlockedByEmailForwarding(
  record: { type: string; name: string },
  zone: { name: string; emailForwarding: boolean },
): boolean {
  return (
    zone.emailForwarding &&
    record.type === 'MX' &&
    relativeRecordName(record.name, zone.name) === ROOT_NAME
  );
}
