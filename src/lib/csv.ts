/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  /** Numbers stay numbers (so a spreadsheet can add them up); everything else is text. */
  value: (row: Row) => string | number | null | undefined;
}

const byteOrderMark = '\uFEFF';

/** A text cell a spreadsheet would run as a formula: its first character decides, whatever follows. */
const formulaStart = /^[=+\-@\t\r]/;
/** A cell this module neutralised; it is quoted so the leading quote reads as part of the text. */
const neutralisedCell = /^'[=+\-@\t\r]/;

/**
 * How a spreadsheet in the reader's language reads a CSV file it opens: where the language writes
 * decimals with a comma (Swedish, German…), Excel's list separator is a semicolon and "12.5" is
 * text, not a number; elsewhere comma and point. Decided by the platform's own number format, so a
 * new language needs nothing here.
 */
export interface CsvDialect {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

export function csvDialectFor(language: string): CsvDialect {
  const decimal = new Intl.NumberFormat(language)
    .formatToParts(0.5)
    .find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };
}

/** A label's soft hyphens let a narrow screen break a long word; a spreadsheet has no use for them. */
const withoutSoftHyphens = (text: string) => text.replaceAll('\u00AD', '');

/**
 * papaparse's own `escapeFormulae` tests `^[=+\-@\t\r].*$` without the dotall flag, so a cell
 * with a line break after its first character ("=1+1\nx") slipped through: the panel neutralises
 * cells itself and quotes the ones it changed.
 */
function cell(value: string | number | null | undefined, dialect: CsvDialect): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return dialect.decimal === ',' ? String(value).replace('.', ',') : value;
  const text = withoutSoftHyphens(value);
  // A lone `@` is a zone's apex in DNS records, and no formula.
  if (text !== '@' && formulaStart.test(text)) return `'${text}`;
  return text;
}

/**
 * RFC 4180 text with CRLF line ends and a UTF-8 byte-order mark, so Excel reads å, ä and ö, in
 * the dialect of the reader's language (`csvDialectFor`; comma and point when none is given).
 * Text cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a leading quote.
 * papaparse is loaded on first use: no first screen exports.
 */
export async function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  dialect: CsvDialect = { delimiter: ',', decimal: '.' },
) {
  const { unparse } = await import('papaparse');
  const data = rows.map((row) => columns.map((column) => cell(column.value(row), dialect)));
  const body = unparse(
    { fields: columns.map((column) => withoutSoftHyphens(column.header)), data },
    {
      delimiter: dialect.delimiter,
      escapeFormulae: false,
      quotes: (value: unknown) => typeof value === 'string' && neutralisedCell.test(value),
      newline: '\r\n',
    },
  );
  return `${byteOrderMark}${body}\r\n`;
}
