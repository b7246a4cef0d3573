// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvDialectFor, toCsv } from './csv';

interface Line {
  name: string;
  amount: number;
}

const columns = [
  { header: 'Name', value: (line: Line) => line.name },
  { header: 'Amount', value: (line: Line) => line.amount },
];

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', async () => {
    const csv = await toCsv([{ name: 'Åre', amount: 12.5 }], columns);
    expect(csv).toBe('\uFEFFName,Amount\r\nÅre,12.5\r\n');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', async () => {
    const csv = await toCsv([{ name: 'a, "b"\nc', amount: 1 }], columns);
    expect(csv).toBe('\uFEFFName,Amount\r\n"a, ""b""\nc",1\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula, but keeps negative numbers', async () => {
    const rows = ['=cmd|calc', '+1', '-2', '@SUM(A1)', '\tx', '\rx'].map((name) => ({
      name,
      amount: -3,
    }));
    const lines = (await toCsv(rows, columns)).split('\r\n').slice(1, -1);
    expect(lines).toEqual([
      `"'=cmd|calc",-3`,
      `"'+1",-3`,
      `"'-2",-3`,
      `"'@SUM(A1)",-3`,
      `"'\tx",-3`,
      `"'\rx",-3`,
    ]);
  });

  it('neutralises a formula whose cell also holds a line break', async () => {
    const rows = ['=1+1\nx', '\r\nx', '@A1\r\n=2'].map((name) => ({ name, amount: 1 }));
    const csv = await toCsv(rows, columns);
    expect(csv).toBe(
      '\uFEFFName,Amount\r\n' + `"'=1+1\nx",1\r\n` + `"'\r\nx",1\r\n` + `"'@A1\r\n=2",1\r\n`,
    );
  });

  it('leaves a lone @, a DNS zone’s apex, as it is', async () => {
    const csv = await toCsv([{ name: '@', amount: 1 }], columns);
    expect(csv).toBe('\uFEFFName,Amount\r\n@,1\r\n');
  });

  it('leaves a cell alone when only a later line starts like a formula', async () => {
    const csv = await toCsv([{ name: 'note\n=2', amount: 1 }], columns);
    expect(csv).toBe('\uFEFFName,Amount\r\n"note\n=2",1\r\n');
  });

  it('leaves out the soft hyphens a label has for narrow screens', async () => {
    const csv = await toCsv(
      [{ name: 'E-post\u00ADvidare\u00ADbefordran', amount: 1 }],
      [{ header: 'Vidare\u00ADbefordran', value: (line: Line) => line.name }],
    );
    expect(csv).toBe('\uFEFFVidarebefordran\r\nE-postvidarebefordran\r\n');
  });

  it('writes an empty cell for a missing value', async () => {
    const csv = await toCsv(
      [{ name: 'x', amount: 1 }],
      [{ header: 'Missing', value: () => undefined }],
    );
    expect(csv).toBe('\uFEFFMissing\r\n\r\n');
  });

  describe('in the dialect of a language that writes decimal commas', () => {
    const swedish = csvDialectFor('sv');

    it('follows the platform: semicolons and commas for Swedish and German, commas and points for English', () => {
      expect(swedish).toEqual({ delimiter: ';', decimal: ',' });
      expect(csvDialectFor('de')).toEqual({ delimiter: ';', decimal: ',' });
      expect(csvDialectFor('en')).toEqual({ delimiter: ',', decimal: '.' });
    });

    it('separates cells with semicolons and writes numbers with a decimal comma', async () => {
      const csv = await toCsv([{ name: 'Åre', amount: 1249.5 }], columns, swedish);
      expect(csv).toBe('\uFEFFName;Amount\r\nÅre;1249,5\r\n');
    });

    it('quotes a semicolon in text, leaves its commas, and keeps negative numbers', async () => {
      const csv = await toCsv([{ name: 'a; b, c', amount: -3.25 }], columns, swedish);
      expect(csv).toBe('\uFEFFName;Amount\r\n"a; b, c";-3,25\r\n');
    });
  });
});
