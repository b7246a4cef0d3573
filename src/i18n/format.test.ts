import { afterEach, describe, expect, it, vi } from 'vitest';
import { formattersFor } from './format';

describe('formattersFor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats numbers, percentages and money in the panel language', () => {
    const sv = formattersFor('sv');
    expect(sv.money(1249.5, 'SEK')).toBe(
      new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(1249.5),
    );
    expect(sv.percent(12.34)).toBe(
      new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 1 }).format(0.1234),
    );
    expect(formattersFor('en').number(1234567)).toBe('1,234,567');
    expect(formattersFor('en').money(null, 'EUR')).toBe('—');
  });

  it('shares one set per language and builds each number format once, however many figures a page shows', () => {
    expect(formattersFor('en')).toBe(formattersFor('en'));
    expect(formattersFor('sv')).not.toBe(formattersFor('en'));
    const format = formattersFor('en');
    format.percent(1, 2);
    const constructed = vi.spyOn(Intl, 'NumberFormat');
    for (let value = 0; value < 200; value += 1) format.percent(value, 2);
    expect(constructed).not.toHaveBeenCalled();
  });
});
