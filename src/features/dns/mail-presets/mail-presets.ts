import { asciiHostname } from '../../../api/core/hostname';
import type { DnsRecord } from '../../../api/dns/dns';
import type { DnsRecordInput } from '../../../api/dns/record-input';
import { ownerKey } from '../../../api/dns/zone-conflicts';
import type { MailClientSettings } from '../../../api/hosting/mail-settings';

export const mailPresetIds = ['hosting', 'microsoft365', 'google', 'none'] as const;
export type MailPresetId = (typeof mailPresetIds)[number];

/** The records of a preset: what the zone's mail records become (DMARC is decided apart). */
interface MailPreset {
  mx: Pick<DnsRecordInput, 'priority' | 'value'>[];
  spf: string;
  /** Other records the preset owns outright (replacing what the zone has at that name and type). */
  extra: DnsRecordInput[];
  /** The DMARC policy it writes; null keeps the zone's, or adds `p=none` when it has none. */
  dmarc: string | null;
}

export const DMARC_MONITOR = 'v=DMARC1; p=none;';
export const DMARC_REJECT = 'v=DMARC1; p=reject;';

const isSpf = (value: string) => /^v=spf1(\s|$)/i.test(value.trim());
const isDmarc = (value: string) => /^v=DMARC1(\s*;|\s*$)/i.test(value.trim());

/** `example.com` as Exchange Online names its inbound host: `example-com.mail.protection.outlook.com`. */
function microsoftMxHost(zoneName: string): string {
  const ascii = asciiHostname(zoneName) ?? zoneName.trim().toLowerCase().replace(/\.$/, '');
  return `${ascii.replace(/\./g, '-')}.mail.protection.outlook.com`;
}

/** Mail for the domain on the hosting server: inbound to its IMAP host, sent from its SMTP hosts. */
function hostingPreset(settings: MailClientSettings): MailPreset {
  const inbound = settings.incoming.imap.hostname.toLowerCase();
  const senders = [
    ...new Set(settings.outgoing.smtp.map((server) => server.hostname.toLowerCase())),
  ].filter((host) => host !== inbound);
  return {
    mx: [{ priority: 10, value: inbound }],
    spf: ['v=spf1', 'mx', ...senders.map((host) => `a:${host}`), '~all'].join(' '),
    extra: [],
    dmarc: null,
  };
}

function presetOf(id: MailPresetId, zoneName: string, settings?: MailClientSettings): MailPreset {
  switch (id) {
    case 'hosting':
      if (!settings) throw new Error('The hosting preset needs the mail settings');
      return hostingPreset(settings);
    case 'microsoft365':
      return {
        mx: [{ priority: 0, value: microsoftMxHost(zoneName) }],
        spf: 'v=spf1 include:spf.protection.outlook.com -all',
        extra: [{ type: 'CNAME', name: 'autodiscover', value: 'autodiscover.outlook.com' }],
        dmarc: null,
      };
    case 'google':
      return {
        mx: [{ priority: 1, value: 'smtp.google.com' }],
        spf: 'v=spf1 include:_spf.google.com ~all',
        extra: [],
        dmarc: null,
      };
    case 'none':
      // RFC 7505 null MX: the domain accepts no mail; nothing may send as it either.
      return {
        mx: [{ priority: 0, value: '.' }],
        spf: 'v=spf1 -all',
        extra: [],
        dmarc: DMARC_REJECT,
      };
  }
}

type ZoneRecord = Pick<DnsRecord, 'type' | 'name' | 'value'>;

const isApexMx = (record: ZoneRecord, zoneName: string) =>
  record.type === 'MX' && ownerKey(record.name, zoneName) === '@';
const isApexSpf = (record: ZoneRecord, zoneName: string) =>
  record.type === 'TXT' && ownerKey(record.name, zoneName) === '@' && isSpf(record.value);
const isDmarcRecord = (record: ZoneRecord, zoneName: string) =>
  record.type === 'TXT' && ownerKey(record.name, zoneName) === '_dmarc' && isDmarc(record.value);

export function hasDmarc(records: readonly ZoneRecord[], zoneName: string): boolean {
  return records.some((record) => isDmarcRecord(record, zoneName));
}

export interface MailPlanInput {
  /** The records to end up with, as request bodies. */
  wanted: DnsRecordInput[];
  /** Which of the zone's records the preset may change or delete: the rest is left alone. */
  scope: (record: DnsRecord) => boolean;
}

/**
 * A preset for one zone: the apex MX and SPF TXT it replaces, DMARC at `_dmarc` (replaced by
 * No mail; otherwise `p=none` added only when the zone has none) and its own extra records.
 */
export function mailPresetPlan(
  id: MailPresetId,
  zone: { name: string; records: readonly ZoneRecord[] },
  settings?: MailClientSettings,
): MailPlanInput {
  const preset = presetOf(id, zone.name, settings);
  const keepDmarc = preset.dmarc === null && hasDmarc(zone.records, zone.name);
  const wanted: DnsRecordInput[] = [
    ...preset.mx.map((mx) => ({ type: 'MX' as const, name: '@', ...mx })),
    { type: 'TXT', name: '@', value: preset.spf },
    ...preset.extra,
  ];
  if (!keepDmarc)
    wanted.push({ type: 'TXT', name: '_dmarc', value: preset.dmarc ?? DMARC_MONITOR });
  const extraKeys = new Set(
    preset.extra.map((record) => `${ownerKey(record.name, zone.name)}\n${record.type}`),
  );
  return {
    wanted,
    scope: (record) =>
      isApexMx(record, zone.name) ||
      isApexSpf(record, zone.name) ||
      (!keepDmarc && isDmarcRecord(record, zone.name)) ||
      extraKeys.has(`${ownerKey(record.name, zone.name)}\n${record.type}`),
  };
}

/** The presets whose records are the same in every zone, so one bulk job can set them. */
export const sharedMailPresetIds = ['google', 'none'] as const satisfies readonly MailPresetId[];
export type SharedMailPresetId = (typeof sharedMailPresetIds)[number];

export const isSharedMailPreset = (id: MailPresetId): id is SharedMailPresetId =>
  (sharedMailPresetIds as readonly MailPresetId[]).includes(id);

/**
 * The records of one bulk `update` job setting a preset in several zones. The job replaces every
 * record of the same name and type, so DMARC is only sent by a preset that decides it (No mail);
 * the others leave each zone's DMARC as it is.
 */
export function sharedMailRecords(id: SharedMailPresetId): DnsRecordInput[] {
  const preset = presetOf(id, '');
  return [
    ...preset.mx.map((mx) => ({ type: 'MX' as const, name: '@', ...mx })),
    { type: 'TXT', name: '@', value: preset.spf },
    ...preset.extra,
    ...(preset.dmarc === null
      ? []
      : [{ type: 'TXT' as const, name: '_dmarc', value: preset.dmarc }]),
  ];
}

/** What a bulk `update` job may change in a zone: its records of the same name and type. */
export function replacedBy(records: readonly DnsRecordInput[], zoneName: string) {
  const slots = new Set(
    records.map((record) => `${ownerKey(record.name, zoneName)}\n${record.type}`),
  );
  return (record: DnsRecord) => slots.has(`${ownerKey(record.name, zoneName)}\n${record.type}`);
}
