/** One measured figure with its budget; `limit` null means reported only. */
export interface BenchRow {
  group: string;
  name: string;
  value: number | null;
  unit: string;
  limit: number | null;
  /** 'max': value must be ≤ limit; 'min': value must be ≥ limit. */
  direction?: 'max' | 'min';
  /** Why a row has no value, or what a pass/fail rule means. */
  note?: string;
  /** A rule that is not a number (for example "no MSW in the entry"). */
  ok?: boolean;
  /** Decimals to print; by default from the unit. */
  digits?: number;
  /** The lowest and highest of the runs whose median `value` is, so a reader sees the noise. */
  spread?: Spread;
}

export interface Spread {
  min: number;
  max: number;
}

/** The middle value (the upper one of an even count). */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

export function spreadOf(values: number[]): Spread {
  return { min: Math.min(...values), max: Math.max(...values) };
}

export function rowPasses(row: BenchRow): boolean {
  if (row.ok !== undefined) return row.ok;
  if (row.value === null || row.limit === null) return true;
  return row.direction === 'min' ? row.value >= row.limit : row.value <= row.limit;
}

const defaultDigits = (unit: string) => (unit === 'kB' || unit === 's' ? 2 : 0);

export function formatNumber(value: number, unit: string, digits = defaultDigits(unit)): string {
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

function budgetText(row: BenchRow): string {
  if (row.limit === null) return '—';
  return `${row.direction === 'min' ? '≥' : '≤'} ${formatNumber(row.limit, row.unit, row.digits)}`;
}

function statusText(row: BenchRow): string {
  if (row.value === null && row.ok === undefined) return 'n/a';
  return rowPasses(row) ? 'ok' : 'OVER';
}

export function spreadText(
  { min, max }: Spread,
  unit: string,
  digits = defaultDigits(unit),
): string {
  return `${min.toFixed(digits)}–${formatNumber(max, unit, digits)}`;
}

/**
 * Prints the rows as a Markdown table (it reads in a terminal and pastes into an issue). The
 * "Spread" column, beside the median, appears when any row was measured over several runs.
 */
export function formatTable(rows: BenchRow[]): string {
  const withSpread = rows.some((row) => row.spread);
  const lines = [
    ['Group', 'Measure', 'Value', ...(withSpread ? ['Spread'] : []), 'Budget', 'Status', 'Note'],
  ];
  for (const row of rows) {
    const value = row.value === null ? '—' : formatNumber(row.value, row.unit, row.digits);
    const spread = row.spread ? spreadText(row.spread, row.unit, row.digits) : '';
    lines.push([
      row.group,
      row.name,
      value,
      ...(withSpread ? [spread] : []),
      budgetText(row),
      statusText(row),
      row.note ?? '',
    ]);
  }
  return markdownTable(lines);
}

/** Lines of cells as a Markdown table with padded columns; the first line is the header. */
export function markdownTable(lines: string[][]): string {
  const widths = lines[0]!.map((_, column) =>
    Math.max(...lines.map((line) => line[column]!.length)),
  );
  const render = (line: string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    render(lines[0]!),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.slice(1).map(render),
  ].join('\n');
}
