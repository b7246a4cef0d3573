import { proxyBlock } from '../../api/dns/record-gates';
import type { DnsRecordInput } from '../../api/dns/record-input';
import { ROOT_NAME, relativeRecordName } from '../../api/dns/record-name';
import { newId } from '../jobs';
import type { MockState } from '../state';
import type { MockDnsRecord, MockDnsZone } from './data';

export function findZone(
  state: MockState,
  id: string | readonly string[] | undefined,
): MockDnsZone | undefined {
  return state.dns.zones.find((zone) => zone.id === id && !zone.foreign);
}

export function findRecord(
  zone: MockDnsZone,
  id: string | readonly string[] | undefined,
): MockDnsRecord | undefined {
  return zone.records.find((record) => record.id === id);
}

/** Names are stored relative and lower-case, `@` for the root. */
function storedName(zone: MockDnsZone, name: string): string {
  const relative = relativeRecordName(name, zone.name);
  return relative === ROOT_NAME ? ROOT_NAME : relative.toLowerCase();
}

function stored(
  zone: MockDnsZone,
  input: DnsRecordInput,
  id: string,
  proxied: boolean,
): MockDnsRecord {
  return { ...input, id, name: storedName(zone, input.name), proxied };
}

const sameOwner = (zone: MockDnsZone, record: MockDnsRecord, input: DnsRecordInput) =>
  record.type === input.type && record.name === storedName(zone, input.name);

export function addRecord(
  state: MockState,
  zone: MockDnsZone,
  input: DnsRecordInput,
): MockDnsRecord {
  const record = stored(zone, input, newId(state, 'drr'), false);
  zone.records.push(record);
  return record;
}

/** Keeps the ID; the proxy rule survives only while the new type and zone still allow one. */
export function replaceRecord(
  zone: MockDnsZone,
  record: MockDnsRecord,
  input: DnsRecordInput,
): MockDnsRecord {
  const proxied = record.proxied && proxyBlock(input, zone) === null;
  const next = stored(zone, input, record.id, proxied);
  zone.records = zone.records.map((candidate) => (candidate.id === record.id ? next : candidate));
  return next;
}

/** Removing a record also removes its CDN proxy rule, which lives on the record here. */
export function removeRecord(zone: MockDnsZone, recordId: string): void {
  zone.records = zone.records.filter((record) => record.id !== recordId);
}

/** Bulk add: a record identical to one already there is not added twice. */
export function addMissingRecord(state: MockState, zone: MockDnsZone, input: DnsRecordInput): void {
  const exists = zone.records.some(
    (record) => sameOwner(zone, record, input) && record.value === input.value,
  );
  if (!exists) addRecord(state, zone, input);
}

/**
 * Bulk update (assumed, the spec does not define it): the record replaces every record of the
 * same type and name, or is added when there is none.
 */
export function upsertRecord(state: MockState, zone: MockDnsZone, input: DnsRecordInput): void {
  const [first, ...rest] = zone.records.filter((record) => sameOwner(zone, record, input));
  if (!first) {
    addRecord(state, zone, input);
    return;
  }
  for (const extra of rest) removeRecord(zone, extra.id);
  replaceRecord(zone, first, input);
}

export function removeRecordsOfType(zone: MockDnsZone, type: string): void {
  zone.records = zone.records.filter((record) => record.type !== type);
}
