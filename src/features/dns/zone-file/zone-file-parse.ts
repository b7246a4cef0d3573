import { isDnsRecordType } from '../../../api/dns/record-types';
import { recordProblems } from '../../../api/dns/record-rules';
import type { DnsRuleKey } from '../../../api/dns/rule-keys';
import { isRecordTypeName } from './rr-types';
import { ZONE_FILE_MAX_RECORDS, type ZoneFileRecord } from './zone-file-types';

/**
 * A BIND master file (RFC 1035 §5.1) reader limited to what the API can hold: `$ORIGIN`,
 * `$TTL`, comments, parentheses, quoted strings, blank owners, TTL units and the API's record
 * types. SOA and the zone's own NS records belong to the service and are skipped; other record
 * types are skipped with a note. A word in the type's place that names no record type is a
 * syntax error, not a type. Decision 0017.
 */

export type ZoneFileIssue =
  | { line: number; kind: 'syntax' | 'include' | 'outsideZone' | 'badTtl' }
  | { line: number; kind: 'rule'; rule: DnsRuleKey }
  | { line: number; kind: 'tooManyRecords'; limit: number };

export interface ZoneFileSkip {
  line: number;
  type: string;
  kind: 'managed' | 'unsupported';
}

export interface ParsedZoneFile {
  records: ZoneFileRecord[];
  skipped: ZoneFileSkip[];
  errors: ZoneFileIssue[];
}

interface Token {
  text: string;
  quoted: boolean;
}

interface LogicalLine {
  line: number;
  /** Whether the line started with a blank, i.e. repeats the previous owner. */
  continues: boolean;
  tokens: Token[];
}

const DECIMAL_ESCAPE = /^\d{3}/;

/** Splits the text into logical lines of tokens, joining parentheses and dropping comments. */
function tokenize(text: string): { lines: LogicalLine[]; errors: ZoneFileIssue[] } {
  const lines: LogicalLine[] = [];
  const errors: ZoneFileIssue[] = [];
  let current: LogicalLine | null = null;
  let depth = 0;
  let lineNumber = 1;
  let index = 0;
  let atLineStart = true;
  const push = (token: Token) => {
    current ??= { line: lineNumber, continues: false, tokens: [] };
    current.tokens.push(token);
  };
  const endLine = () => {
    if (depth > 0) return;
    if (current && current.tokens.length > 0) lines.push(current);
    current = null;
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '\n') {
      endLine();
      lineNumber += 1;
      index += 1;
      atLineStart = depth === 0;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') {
      if (atLineStart && depth === 0) current = { line: lineNumber, continues: true, tokens: [] };
      atLineStart = false;
      index += 1;
      continue;
    }
    atLineStart = false;
    if (char === ';') {
      while (index < text.length && text[index] !== '\n') index += 1;
      continue;
    }
    if (char === '(' || char === ')') {
      depth += char === '(' ? 1 : -1;
      if (depth < 0) {
        errors.push({ line: lineNumber, kind: 'syntax' });
        depth = 0;
      }
      index += 1;
      continue;
    }
    if (char === '"') {
      let value = '';
      index += 1;
      while (index < text.length && text[index] !== '"') {
        const next = text[index] ?? '';
        if (next === '\n') lineNumber += 1;
        if (next === '\\') {
          const rest = text.slice(index + 1, index + 4);
          if (DECIMAL_ESCAPE.test(rest)) {
            value += String.fromCharCode(Number(rest));
            index += 4;
          } else {
            value += text[index + 1] ?? '';
            index += 2;
          }
          continue;
        }
        value += next;
        index += 1;
      }
      if (index >= text.length) errors.push({ line: lineNumber, kind: 'syntax' });
      index += 1;
      push({ text: value, quoted: true });
      continue;
    }
    let word = '';
    while (index < text.length && !/[\s;()"]/.test(text[index] ?? '')) {
      word += text[index];
      index += 1;
    }
    push({ text: word, quoted: false });
  }
  if (depth > 0) errors.push({ line: lineNumber, kind: 'syntax' });
  endLine();
  return { lines, errors };
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** `3600`, `1h`, `1h30m` in seconds, or null. */
export function parseTtl(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const parts = [...text.toLowerCase().matchAll(/(\d+)([smhdw])/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text.toLowerCase())
    return null;
  return parts.reduce((sum, part) => sum + Number(part[1]) * (TTL_UNITS[part[2] ?? 's'] ?? 1), 0);
}

const isClass = (text: string) => /^(IN|CH|HS|CS)$/i.test(text);

/** The owner relative to the zone (`@` for the root), or null when outside it. */
function relativeOwner(owner: string, origin: string, zone: string): string | null {
  if (owner === '@') return origin === zone ? '@' : relativeOwner(origin, zone, zone);
  const absolute = owner.endsWith('.')
    ? owner.slice(0, -1).toLowerCase()
    : `${owner}.${origin}`.toLowerCase();
  if (absolute === zone) return '@';
  if (absolute.endsWith(`.${zone}`)) return absolute.slice(0, absolute.length - zone.length - 1);
  return null;
}

/** A host target in the API's form: absolute without the final dot, or `@` for the zone. */
function absoluteTarget(target: string, origin: string, zone: string): string {
  if (target === '@') return origin === zone ? '@' : origin;
  if (target === '.') return '.';
  return target.endsWith('.') ? target.slice(0, -1) : `${target}.${origin}`;
}

const numberOf = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN;

function recordOf(
  type: ZoneFileRecord['type'],
  name: string,
  data: Token[],
  origin: string,
  zone: string,
): Omit<ZoneFileRecord, 'line'> | null {
  const words = data.map((token) => token.text);
  const host = (text: string | undefined) =>
    text === undefined ? null : absoluteTarget(text, origin, zone);
  switch (type) {
    case 'TXT':
    case 'SPF':
      return data.length > 0 ? { type, name, value: words.join('') } : null;
    case 'MX': {
      const value = host(words[1]);
      return words.length === 2 && value !== null
        ? { type, name, value, priority: numberOf(words[0]) }
        : null;
    }
    case 'SRV': {
      const value = host(words[3]);
      return words.length === 4 && value !== null
        ? {
            type,
            name,
            value,
            priority: numberOf(words[0]),
            weight: numberOf(words[1]),
            port: numberOf(words[2]),
          }
        : null;
    }
    case 'CNAME':
    case 'ALIAS':
    case 'NS': {
      const value = host(words[0]);
      return words.length === 1 && value !== null ? { type, name, value } : null;
    }
    case 'CAA':
      return words.length === 3
        ? { type, name, value: `${words[0]} ${words[1]} "${words[2]}"` }
        : null;
    case 'A':
    case 'AAAA':
      return words.length === 1 ? { type, name, value: words[0] ?? '' } : null;
    case 'TLSA':
      return words.length >= 4
        ? { type, name, value: `${words.slice(0, 3).join(' ')} ${words.slice(3).join('')}` }
        : null;
  }
}

/** Reads a zone file for `zoneName`; nothing is sent, so a file with errors is refused whole. */
export function parseZoneFile(text: string, zoneName: string): ParsedZoneFile {
  const zone = zoneName.trim().toLowerCase().replace(/\.$/, '');
  const { lines, errors } = tokenize(text);
  const records: ZoneFileRecord[] = [];
  const skipped: ZoneFileSkip[] = [];
  let origin = zone;
  let defaultTtl: number | undefined;
  let owner: string | null = '@';
  for (const logical of lines) {
    const words = [...logical.tokens];
    const first = words[0];
    if (!first) continue;
    if (!first.quoted && first.text.startsWith('$')) {
      const directive = first.text.toUpperCase();
      const argument = words[1]?.text ?? '';
      if (directive === '$ORIGIN') {
        const next = relativeOwner(argument.endsWith('.') ? argument : `${argument}.`, zone, zone);
        if (next === null) errors.push({ line: logical.line, kind: 'outsideZone' });
        else origin = next === '@' ? zone : `${next}.${zone}`;
      } else if (directive === '$TTL') {
        const ttl = parseTtl(argument);
        if (ttl === null) errors.push({ line: logical.line, kind: 'badTtl' });
        else defaultTtl = ttl;
      } else if (directive === '$INCLUDE') {
        errors.push({ line: logical.line, kind: 'include' });
      } else errors.push({ line: logical.line, kind: 'syntax' });
      continue;
    }
    if (!logical.continues) {
      owner = relativeOwner(words.shift()?.text ?? '', origin, zone);
      if (owner === null) {
        errors.push({ line: logical.line, kind: 'outsideZone' });
        continue;
      }
    } else if (owner === null) continue;
    let ttl = defaultTtl;
    while (words[0] && !words[0].quoted) {
      const word = words[0].text;
      const asTtl = parseTtl(word);
      if (isClass(word)) words.shift();
      else if (asTtl !== null) {
        ttl = asTtl;
        words.shift();
      } else break;
    }
    const typeText = (words.shift()?.text ?? '').toUpperCase();
    if (!isDnsRecordType(typeText) && !isRecordTypeName(typeText)) {
      errors.push({ line: logical.line, kind: 'syntax' });
      continue;
    }
    if (typeText === 'SOA' || (typeText === 'NS' && owner === '@')) {
      skipped.push({ line: logical.line, type: typeText, kind: 'managed' });
      continue;
    }
    if (!isDnsRecordType(typeText)) {
      // A known type with data is a record the API cannot hold; without data it is no record.
      if (words.length === 0) {
        errors.push({ line: logical.line, kind: 'syntax' });
        continue;
      }
      skipped.push({ line: logical.line, type: typeText, kind: 'unsupported' });
      continue;
    }
    const record = recordOf(typeText, owner, words, origin, zone);
    const numbers = [record?.priority, record?.weight, record?.port];
    if (!record || numbers.some((number) => Number.isNaN(number))) {
      errors.push({ line: logical.line, kind: 'syntax' });
      continue;
    }
    const [problem] = recordProblems(record);
    if (problem) {
      errors.push({ line: logical.line, kind: 'rule', rule: problem.rule });
      continue;
    }
    if (records.length === ZONE_FILE_MAX_RECORDS) {
      errors.push({ line: logical.line, kind: 'tooManyRecords', limit: ZONE_FILE_MAX_RECORDS });
      break;
    }
    records.push({ ...record, ...(ttl === undefined ? {} : { ttl }), line: logical.line });
  }
  return { records, skipped, errors };
}
