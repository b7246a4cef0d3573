import { endsInZone, isRootName } from './dns-record-name';
import { extraRecordFields, recordFieldsFor, type DnsRecordType, type ExtraRecordField } from './dns-record-types';
import {
  NAME_MAX,
  hasSurroundingQuotes,
  isDomainLabels,
  isHostname,
  isIpv4,
  isIpv6,
  parseCaa,
  parseTlsa,
} from './dns-record-values';

export type RecordField = 'name' | 'value' | ExtraRecordField;

/** One broken rule: `rule` is stable (for translations and tests), `message` is the English text. */
export interface RecordProblem {
  field: RecordField;
  rule: string;
  message: string;
}

/** What the rules look at. Fields other than `type` may still be of the wrong kind (a form mid-edit). */
export interface RecordDraft {
  type: DnsRecordType;
  name?: unknown;
  value?: unknown;
  priority?: unknown;
  weight?: unknown;
  port?: unknown;
}

const problem = (field: RecordField, rule: string, message: string): RecordProblem => ({ field, rule, message });

function nameProblem(type: DnsRecordType, name: string): RecordProblem | null {
  if (isRootName(name)) {
    if (type === 'CNAME') return problem('name', 'cname_at_root', 'A CNAME cannot be at the zone root; use an ALIAS record there.');
    if (type === 'NS') return problem('name', 'ns_at_root', "NS records here delegate a subdomain. Change the domain's own nameservers in its nameserver settings.");
    if (type === 'SRV') return problem('name', 'srv_name', 'SRV names look like _service._protocol, for example _sip._tcp.');
    if (type === 'TLSA') return problem('name', 'tlsa_name', 'TLSA names look like _port._protocol, for example _443._tcp.');
    return null;
  }
  const trimmed = name.trim();
  if (trimmed.endsWith('.')) return problem('name', 'absolute_name', 'Enter the name relative to the zone, without a trailing dot.');
  if (!isDomainLabels(trimmed, { underscore: true, wildcard: true })) {
    return problem('name', 'name_syntax', 'Use letters a–z, digits, hyphens and underscores, with dots between labels (for example www or _dmarc).');
  }
  const labels = trimmed.split('.');
  if (type === 'SRV' && !(labels.length >= 2 && labels[0]?.startsWith('_') && labels[1]?.startsWith('_'))) {
    return problem('name', 'srv_name', 'SRV names look like _service._protocol, for example _sip._tcp.');
  }
  if (type === 'TLSA' && !(labels.length >= 2 && /^_\d+$/.test(labels[0] ?? '') && labels[1]?.startsWith('_'))) {
    return problem('name', 'tlsa_name', 'TLSA names look like _port._protocol, for example _443._tcp.');
  }
  return null;
}

/** Refuses a full name typed into a relative field, for the zone (or, in bulk, each domain). */
export function zoneNameProblem(name: string, zoneNames: readonly string[]): RecordProblem | null {
  if (isRootName(name)) return null;
  const zone = zoneNames.find((candidate) => endsInZone(name, candidate));
  if (zone !== undefined) {
    return problem('name', 'includes_zone', `Leave out ${zone.toLowerCase()}: enter only the part before it, or @ for the root.`);
  }
  const tooLong = zoneNames.find((candidate) => name.trim().length + 1 + candidate.length > NAME_MAX);
  if (tooLong !== undefined) return problem('name', 'name_too_long', `With ${tooLong} added, the full name would be longer than ${NAME_MAX} characters.`);
  return null;
}

const targetHint = 'Enter a host name such as mail.example.com.';

function targetProblem(type: DnsRecordType, value: string): RecordProblem | null {
  if (isIpv4(value) || isIpv6(value)) return problem('value', 'target_is_ip', `A ${type} record points at a host name, not an IP address.`);
  if ((type === 'MX' || type === 'SRV') && /^\d+\s+\S/.test(value)) {
    return problem('value', 'numbers_in_value', 'Enter only the target host; priority, weight and port have their own fields.');
  }
  if (value === '@' && type !== 'NS' && type !== 'SRV') return null;
  if (type === 'SRV' && value === '.') return null;
  // CNAME and ALIAS targets can be service names such as DKIM selectors (`s1._domainkey.…`).
  const underscore = type === 'CNAME' || type === 'ALIAS';
  return isHostname(value, { underscore }) ? null : problem('value', 'hostname', targetHint);
}

function textProblem(type: DnsRecordType, value: string): RecordProblem | null {
  if (/[\r\n]/.test(value)) return problem('value', 'line_break', 'Enter the value on one line.');
  if (hasSurroundingQuotes(value)) {
    return problem('value', 'quoted_text', 'Enter the text without surrounding quotes. The server adds the quoting and splits long values into 255-character strings.');
  }
  if (type === 'SPF' && !/^v=spf1(\s|$)/i.test(value)) return problem('value', 'spf_prefix', 'An SPF value starts with v=spf1.');
  return null;
}

function valueProblem(type: DnsRecordType, value: string): RecordProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return problem('value', 'required', 'Enter a value.');
  switch (type) {
    case 'A':
      return isIpv4(trimmed) ? null : problem('value', 'ipv4', 'Enter an IPv4 address such as 203.0.113.10.');
    case 'AAAA':
      return isIpv6(trimmed) ? null : problem('value', 'ipv6', 'Enter an IPv6 address such as 2001:db8::1.');
    case 'CNAME':
    case 'ALIAS':
    case 'MX':
    case 'NS':
    case 'SRV':
      return targetProblem(type, trimmed);
    case 'TXT':
    case 'SPF':
      return textProblem(type, trimmed);
    case 'CAA':
      return parseCaa(trimmed) ? null : problem('value', 'caa', 'Use the form flags tag "value", for example 0 issue "letsencrypt.org".');
    case 'TLSA':
      return parseTlsa(trimmed)
        ? null
        : problem('value', 'tlsa', 'Use the form usage selector matching-type data, for example 3 1 1 followed by the 64 hex digits of a SHA-256 digest.');
  }
}

function fieldProblems(draft: RecordDraft): RecordProblem[] {
  const used = recordFieldsFor(draft.type);
  return extraRecordFields.flatMap((field) => {
    const present = draft[field] !== undefined && draft[field] !== null;
    if (used.includes(field) && !present) return [problem(field, 'required', `Required for ${draft.type} records.`)];
    if (!used.includes(field) && present) return [problem(field, 'not_used', `${draft.type} records do not use ${field}; leave it out.`)];
    return [];
  });
}

/**
 * Every per-type rule a record breaks (ranges and kinds are the schema's job). `zoneNames` is the
 * zone the record goes into, or in bulk every target domain; empty skips the zone checks.
 */
export function recordProblems(draft: RecordDraft, zoneNames: readonly string[] = []): RecordProblem[] {
  const problems: RecordProblem[] = [];
  if (typeof draft.name === 'string') {
    const found = nameProblem(draft.type, draft.name) ?? zoneNameProblem(draft.name, zoneNames);
    if (found) problems.push(found);
  }
  if (typeof draft.value === 'string') {
    const found = valueProblem(draft.type, draft.value);
    if (found) problems.push(found);
  }
  return [...problems, ...fieldProblems(draft)];
}
