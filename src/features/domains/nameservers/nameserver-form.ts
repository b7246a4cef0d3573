import { isInBailiwick, nameserverIssues } from '../../../api/domains/nameserver-rules';
import { normalizeHostname, parseHostname } from '../../../api/core/hostname';
import type { DomainNameservers, NameserverUpdateBody } from '../../../api/domains/nameservers';
import { z } from '../../../api/core/z';

export interface NameserverRow {
  hostname: string;
  glue: string;
}

export interface NameserverFormValues {
  rows: NameserverRow[];
}

/** Enough empty rows to add the usual second to fourth nameserver without a click. */
export const MIN_FORM_ROWS = 4;

const emptyRow = (): NameserverRow => ({ hostname: '', glue: '' });

export function initialNameserverRows(
  current: Pick<DomainNameservers, 'nameservers' | 'nsips'>,
  minimum = MIN_FORM_ROWS,
): NameserverRow[] {
  const rows = current.nameservers.map((hostname, index) => ({
    hostname,
    glue: current.nsips[index] ?? '',
  }));
  while (rows.length < minimum) rows.push(emptyRow());
  return rows;
}

export function managedNameserverRows(
  managed: readonly string[],
  minimum = MIN_FORM_ROWS,
): NameserverRow[] {
  return initialNameserverRows({ nameservers: [...managed], nsips: [] }, minimum);
}

/** The glue field matters only for a valid hostname inside the domain itself. */
export function needsGlue(hostname: string, domainName: string): boolean {
  const parsed = parseHostname(hostname);
  return parsed.ok && isInBailiwick(parsed.ascii, domainName);
}

/** Glue typed for a nameserver outside the domain is not sent, so it is not judged either. */
function effectiveEntries(rows: readonly NameserverRow[], domainName: string): NameserverRow[] {
  return rows.map((row) => ({
    hostname: row.hostname,
    glue: needsGlue(row.hostname, domainName) ? row.glue : '',
  }));
}

const rowSchema = z.object({ hostname: z.string(), glue: z.string() });

/**
 * The form's resolver schema: the same rules as the request body, plus glue for in-bailiwick
 * nameservers. Each message is the problem's code, which the editor words in its language.
 */
export function nameserverFormSchema(domainName: string) {
  return z.object({ rows: z.array(rowSchema) }).check(
    z.superRefine((values, context) => {
      for (const issue of nameserverIssues(effectiveEntries(values.rows, domainName), domainName)) {
        context.addIssue({
          code: 'custom',
          message: issue.code,
          path: issue.index === null ? ['rows'] : ['rows', issue.index, issue.field],
          params: { code: issue.code },
        });
      }
    }),
  );
}

export interface NameserverSubmission {
  body: NameserverUpdateBody;
  /** The form row each body entry came from, to put server errors back on the right row. */
  rowOfEntry: number[];
}

/**
 * Empty rows are left out; names go as lower-case ASCII (IDN as punycode); `nsips` is sent
 * only when some glue is needed, aligned by index with empty strings elsewhere.
 */
export function toNameserverSubmission(
  values: NameserverFormValues,
  domainName: string,
): NameserverSubmission {
  const rowOfEntry: number[] = [];
  const nameservers: string[] = [];
  const nsips: string[] = [];
  values.rows.forEach((row, index) => {
    if (row.hostname.trim() === '') return;
    rowOfEntry.push(index);
    nameservers.push(normalizeHostname(row.hostname));
    nsips.push(needsGlue(row.hostname, domainName) ? row.glue.trim() : '');
  });
  const body: NameserverUpdateBody = nsips.some((ip) => ip !== '')
    ? { nameservers, nsips }
    : { nameservers };
  return { body, rowOfEntry };
}

/**
 * Maps a server error's dotted field (`nameservers.1`, `nsips.0`) to the form row it is about;
 * anything else (the list as a whole) is left for the form-level alert.
 */
export function formFieldForServerError(
  field: string,
  rowOfEntry: readonly number[],
): string | null {
  const [list, position, ...rest] = field.split('.');
  if (rest.length > 0 || position === undefined || (list !== 'nameservers' && list !== 'nsips'))
    return null;
  const row = rowOfEntry[Number(position)];
  if (row === undefined) return null;
  return `rows.${row}.${list === 'nameservers' ? 'hostname' : 'glue'}`;
}
