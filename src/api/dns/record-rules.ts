import type { DnsRuleKey } from './rule-keys';
import { endsInZone, isRootName } from './record-name';
import {
  extraRecordFields,
  hasHostnameValue,
  recordFieldsFor,
  type DnsRecordType,
  type ExtraRecordField,
} from './record-types';
import { hasSurroundingQuotes, parseCaa, parseTlsa } from './record-values';
import { LABEL_MAX, NAME_MAX, isDomainLabels, isHostname } from '../core/hostname';
import { isIpv4, isIpv6 } from '../core/ip-address';

export type RecordField = 'name' | 'value' | ExtraRecordField;

/** One broken rule; `rule` is one of `dnsRuleKeys`. */
export interface RecordProblem {
  field: RecordField;
  rule: DnsRuleKey;
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

const problem = (field: RecordField, rule: DnsRuleKey): RecordProblem => ({ field, rule });

function rootNameProblem(type: DnsRecordType): RecordProblem | null {
  if (type === 'CNAME') return problem('name', 'nameCnameAtRoot');
  if (type === 'NS') return problem('name', 'nameNsAtRoot');
  if (type === 'SRV') return problem('name', 'nameSrv');
  if (type === 'TLSA') return problem('name', 'nameTlsa');
  return null;
}

function nameProblem(type: DnsRecordType, name: string): RecordProblem | null {
  if (isRootName(name)) return rootNameProblem(type);
  const trimmed = name.trim();
  if (trimmed.endsWith('.')) return problem('name', 'nameAbsolute');
  if (trimmed.split('.').some((label) => label.length > LABEL_MAX))
    return problem('name', 'nameLabelTooLong');
  if (!isDomainLabels(trimmed, { underscore: true, wildcard: true }))
    return problem('name', 'nameSyntax');
  const [first = '', second = ''] = trimmed.split('.');
  if (type === 'SRV' && !(first.startsWith('_') && second.startsWith('_')))
    return problem('name', 'nameSrv');
  if (type === 'TLSA' && !(/^_\d+$/.test(first) && second.startsWith('_')))
    return problem('name', 'nameTlsa');
  return null;
}

/** Refuses a full name typed into a relative field, for the zone (or, in bulk, each domain). */
export function zoneNameProblem(name: string, zoneNames: readonly string[]): RecordProblem | null {
  if (isRootName(name)) return null;
  if (zoneNames.some((zone) => endsInZone(name, zone))) return problem('name', 'nameIncludesZone');
  if (zoneNames.some((zone) => name.trim().length + 1 + zone.length > NAME_MAX))
    return problem('name', 'nameTooLong');
  return null;
}

function targetProblem(type: DnsRecordType, value: string): RecordProblem | null {
  if (isIpv4(value) || isIpv6(value)) return problem('value', 'valueTargetIsIp');
  if ((type === 'MX' || type === 'SRV') && /^\d+\s+\S/.test(value))
    return problem('value', 'valueNumbers');
  if (value === '@' && type !== 'NS' && type !== 'SRV') return null;
  // `.` is SRV's "no service" and MX's null MX (RFC 2782, RFC 7505).
  if ((type === 'SRV' || type === 'MX') && value === '.') return null;
  // CNAME and ALIAS targets can be service names such as DKIM selectors (`s1._domainkey.…`).
  const underscore = type === 'CNAME' || type === 'ALIAS';
  return isHostname(value, { underscore }) ? null : problem('value', 'valueHostname');
}

function textProblem(type: DnsRecordType, value: string): RecordProblem | null {
  if (/[\r\n]/.test(value)) return problem('value', 'valueLineBreak');
  if (hasSurroundingQuotes(value)) return problem('value', 'valueQuoted');
  if (type === 'SPF' && !/^v=spf1(\s|$)/i.test(value)) return problem('value', 'valueSpfPrefix');
  return null;
}

function valueProblem(type: DnsRecordType, value: string): RecordProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return problem('value', 'valueRequired');
  if (hasHostnameValue(type)) return targetProblem(type, trimmed);
  switch (type) {
    case 'A':
      return isIpv4(trimmed) ? null : problem('value', 'valueIpv4');
    case 'AAAA':
      return isIpv6(trimmed) ? null : problem('value', 'valueIpv6');
    case 'TXT':
    case 'SPF':
      return textProblem(type, trimmed);
    case 'CAA':
      return parseCaa(trimmed) ? null : problem('value', 'valueCaa');
    case 'TLSA':
      return parseTlsa(trimmed) ? null : problem('value', 'valueTlsa');
  }
}

function fieldProblems(draft: RecordDraft): RecordProblem[] {
  const used = recordFieldsFor(draft.type);
  return extraRecordFields.flatMap((field) => {
    const present = draft[field] !== undefined && draft[field] !== null;
    if (used.includes(field) && !present) return [problem(field, 'fieldRequired')];
    if (!used.includes(field) && present) return [problem(field, 'fieldNotUsed')];
    return [];
  });
}

/**
 * Every per-type rule a record breaks (ranges and kinds are the schema's job). `zoneNames` is the
 * zone the record goes into, or in bulk every target domain; empty skips the zone checks.
 */
export function recordProblems(
  draft: RecordDraft,
  zoneNames: readonly string[] = [],
): RecordProblem[] {
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
