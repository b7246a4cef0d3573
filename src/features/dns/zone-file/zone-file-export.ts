import type { DnsRecord } from '../../../api/dns/dns';
import { relativeRecordName } from '../../../api/dns/record-name';

const hostTypes = new Set(['CNAME', 'ALIAS', 'MX', 'NS', 'SRV']);
const textTypes = new Set(['TXT', 'SPF']);

/** A host target as the file writes it: `@` stays, anything else becomes absolute. */
function hostText(value: string): string {
  const bare = value.trim();
  if (bare === '@' || bare === '.') return bare;
  return bare.endsWith('.') ? bare : `${bare}.`;
}

/** TXT data as quoted strings of at most 255 characters, quotes and backslashes escaped. */
export function quoteText(value: string): string {
  const chunks = value.match(/[\s\S]{1,255}/g) ?? [''];
  return chunks.map((chunk) => `"${chunk.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(' ');
}

function rdata(record: DnsRecord): string {
  if (textTypes.has(record.type)) return quoteText(record.value);
  if (!hostTypes.has(record.type)) return record.value.trim();
  const target = hostText(record.value);
  if (record.type === 'MX') return `${record.priority ?? 0} ${target}`;
  if (record.type === 'SRV')
    return `${record.priority ?? 0} ${record.weight ?? 0} ${record.port ?? 0} ${target}`;
  return target;
}

/** The zone in BIND's master file format (RFC 1035 §5), names relative to `$ORIGIN`. */
export function toZoneFile(zone: { name: string; records: readonly DnsRecord[] }): string {
  const origin = `${zone.name.replace(/\.$/, '')}.`;
  const lines = zone.records.map((record) => {
    const ttl = record.ttl === null || record.ttl === undefined ? '' : `${record.ttl} `;
    const name = relativeRecordName(record.name, zone.name);
    return `${name} ${ttl}IN ${record.type} ${rdata(record)}`;
  });
  return `$ORIGIN ${origin}\n${lines.join('\n')}\n`;
}
