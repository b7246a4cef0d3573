// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { collatorFor, formattersFor, regionName } from './format';

const sv = formattersFor('sv');
const en = formattersFor('en');
// Without an offset the time is local, so these read the same in every time zone.
const morning = '2026-09-05T07:03:00';

describe('formattersFor', () => {
  it('writes dates and times as each language does, each on one line', () => {
    expect(sv.date(morning)).toBe('5\u00a0sep.\u00a02026');
    expect(en.date(morning)).toBe('5\u00a0Sept\u00a02026');
    expect(sv.dateTime(morning)).toBe('5\u00a0sep.\u00a02026\u00a007:03');
    expect(en.dateTime(morning)).toBe('5\u00a0Sept\u00a02026,\u00a007:03');
    expect(sv.time(morning)).toBe('07:03');
    expect(en.date(null)).toBe('—');
    expect(en.date('not a date')).toBe('—');
  });

  it('writes numbers, units, percentages and money as each language does', () => {
    expect(sv.number(42.5)).toBe('42,5');
    expect(sv.number(-1234567.891)).toBe('−1\u00a0234\u00a0567,891');
    expect(en.number(1234567)).toBe('1,234,567');
    expect(sv.number(42.5, { style: 'unit', unit: 'gigabyte' })).toBe('42,5 GB');
    expect(sv.percent(12.34)).toBe('12,3\u00a0%');
    expect(en.percent(12.345, 2)).toBe('12.35%');
    expect(en.percent(12)).toBe('12%');
    expect(en.percentInColumn(12)).toBe('12.0%');
    expect(en.percentInColumn(7.46)).toBe('7.5%');
    expect(sv.percentInColumn(12)).toBe('12,0\u00a0%');
    expect(sv.money(1249.5, 'SEK')).toBe('1\u00a0249,50\u00a0kr');
    expect(en.money(1249.5, 'EUR')).toBe('€1,249.50');
    expect(en.money(null, 'EUR')).toBe('—');
  });

  it('writes an amount in a currency Intl does not know as the code and the number', () => {
    expect(en.money(1249.5, 'kr')).toBe('kr 1,249.50');
    expect(sv.money(1249.5, 'kr')).toBe('kr 1\u00a0249,50');
    expect(en.money(12, '')).toBe('12.00');
    expect(en.money(12, 'Swedish crowns')).toBe('Swedish crowns 12.00');
    expect(en.money(12, '\u202Ekr')).toBe('[U+202E]kr 12.00');
    // Well formed but unassigned: Intl shows the code itself.
    expect(en.money(12, 'XQZ')).toBe('XQZ\u00a012.00');
  });

  it('says how long ago or how soon, with the words for yesterday and now', () => {
    const now = Date.parse('2026-09-05T12:00:00Z');
    expect(sv.relative('2026-09-04T12:00:00Z', now)).toBe('i går');
    expect(en.relative('2026-09-05T09:00:00Z', now)).toBe('3 hours ago');
    expect(sv.relative('2026-09-08T12:00:00Z', now)).toBe('om 3 dagar');
    expect(en.relative('2026-09-05T12:00:20Z', now)).toBe('in 20 seconds');
    expect(en.relative('2026-09-05T12:00:00Z', now)).toBe('now');
  });

  it('joins alternatives with the language’s “or”', () => {
    expect(sv.orList(['Sverige', 'Norge', 'Danmark'])).toBe('Sverige, Norge eller Danmark');
    expect(en.orList(['Sweden', 'Norway'])).toBe('Sweden or Norway');
  });

  it('shares one set per language and builds each Intl format once, however many figures a page shows', () => {
    expect(formattersFor('en')).toBe(en);
    expect(sv).not.toBe(en);
    en.percent(1, 2);
    en.date(morning);
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    for (let value = 0; value < 200; value += 1) {
      en.percent(value, 2);
      en.date(morning);
    }
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
});

describe('regionName', () => {
  it('names regions in the language and falls back to the code', () => {
    expect(regionName('SE', 'sv')).toBe('Sverige');
    expect(regionName('LC', 'en')).toBe('St Lucia');
    expect(regionName('Q9', 'en')).toBe('Q9');
    expect(regionName('not a region', 'sv')).toBe('not a region');
  });
});

describe('collatorFor', () => {
  it('orders names as the language does', () => {
    const names = ['Österrike', 'Zimbabwe', 'Albanien'];
    expect(names.toSorted(collatorFor('sv', {}).compare)).toEqual([
      'Albanien',
      'Zimbabwe',
      'Österrike',
    ]);
    expect(names.toSorted(collatorFor('en', {}).compare)).toEqual([
      'Albanien',
      'Österrike',
      'Zimbabwe',
    ]);
    expect(collatorFor('sv', {})).toBe(collatorFor('sv', {}));
  });
});
