/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  /** Numbers stay numbers (so a spreadsheet can add them up); everything else is text. */
  value: (row: Row) => string | number | null | undefined;
}

const byteOrderMark = '\uFEFF';

/**
 * RFC 4180 text with CRLF line ends and a UTF-8 byte-order mark, so Excel reads å, ä and ö.
 * Text cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a leading quote.
 * papaparse is loaded on first use: no first screen exports.
 */
export async function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]) {
  const { unparse } = await import('papaparse');
  const body = unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `${byteOrderMark}${body}\r\n`;
}
