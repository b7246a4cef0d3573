import { recordConflicts, targetKey } from '../../../../api/dns/zone-conflicts';
import { recordRule, type LintRecord, type PreparedZone } from '../lint-types';

const RFC1034_CNAME = 'https://www.rfc-editor.org/rfc/rfc1034#section-3.6.2';

const sameName = (record: LintRecord, zone: PreparedZone) =>
  zone.byOwner.get(zone.ownerOf(record)) ?? [];

/** A CNAME that shares its name with any other record (RFC 1034 §3.6.2). */
export const cnameConflict = recordRule(
  'cnameConflict',
  'error',
  RFC1034_CNAME,
  (record, zone) =>
    record.type === 'CNAME' && zone.ownerOf(record) !== '@' && sameName(record, zone).length > 1,
);

/** A CNAME at the apex, where SOA and NS always live. */
export const cnameAtApex = recordRule(
  'cnameAtApex',
  'error',
  RFC1034_CNAME,
  (record, zone) => record.type === 'CNAME' && zone.ownerOf(record) === '@',
);

/** MX or NS naming a host that is an alias (RFC 2181 §10.3). */
export const targetIsCname = recordRule(
  'targetIsCname',
  'warning',
  'https://www.rfc-editor.org/rfc/rfc2181#section-10.3',
  (record, zone) => {
    if (record.type !== 'MX' && record.type !== 'NS') return false;
    const target = targetKey(record.value, zone.name);
    return (
      target !== null && (zone.byOwner.get(target) ?? []).some((other) => other.type === 'CNAME')
    );
  },
);

/** The same name, type and data twice; only the later copy is reported (RFC 2181 §5). */
export const duplicateRecord = recordRule(
  'duplicateRecord',
  'error',
  'https://www.rfc-editor.org/rfc/rfc2181#section-5',
  (record, zone) => {
    const atName = sameName(record, zone);
    const earlier = atName.slice(0, atName.indexOf(record));
    return recordConflicts(record, earlier, zone.name).some(
      (found) => found.rule === 'duplicateRecord',
    );
  },
);
