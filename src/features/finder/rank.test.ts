// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchScore, rank as rankItems, searchable } from './rank';

const item = (name: string, ...terms: string[]) => ({ name, terms: [name, ...terms] });
const rank = <T extends { terms: string[] }>(items: T[], query: string, limit: number) =>
  rankItems(searchable(items), query, limit);

describe('finder ranking', () => {
  it('puts exact matches before prefixes before substrings', () => {
    const items = [item('my-web-01'), item('web-01-backup'), item('web-01'), item('db-02')];
    expect(rank(items, 'web-01', 10).map((entry) => entry.name)).toEqual([
      'web-01',
      'web-01-backup',
      'my-web-01',
    ]);
  });

  it('finds a domain by its Unicode or its punycode form, in any case', () => {
    const domain = item('xn--malm-cykel-hcb.se', 'malmö-cykel.se');
    expect(rank([domain], 'MALMÖ', 10)).toHaveLength(1);
    expect(rank([domain], 'xn--malm', 10)).toHaveLength(1);
    // A decomposed ö (o + combining diaeresis) is the same letter.
    expect(rank([domain], 'malmo\u0308', 10)).toHaveLength(1);
  });

  it('folds case and diacritics in the query and the terms alike', () => {
    const domain = item('xn--malm-cykel-hcb.se', 'malmö-cykel.se');
    expect(rank([domain], 'malmo', 10)).toHaveLength(1);
    expect(rank([domain], 'MALMO-CYKEL.SE', 10)).toHaveLength(1);
    const command = item('Återställ säkerhetskopian');
    expect(rank([command], 'aterstall', 10)).toHaveLength(1);
    expect(rank([command], 'ÅTERSTÄLL', 10)).toHaveLength(1);
    expect(rank([command], 'ÅTERSTALL SAKERHETSKOPIAN', 10)).toHaveLength(1);
    expect(rank([item('Café Crème'), item('Øresund'), item('Straße')], 'creme', 10)).toHaveLength(
      1,
    );
    expect(rank([item('Øresund')], 'oresund', 10)).toHaveLength(1);
    expect(rank([item('Straße')], 'STRASSE', 10)).toHaveLength(1);
    expect(rank([item('Åre')], 'are', 10)).toHaveLength(1);
  });

  it('takes a space, hyphen, dot or underscore for the same word break', () => {
    const domain = item('aurora-bakery.se');
    expect(rank([domain], 'aurora bakery', 10)).toHaveLength(1);
    expect(rank([domain], 'aurora bakery se', 10)).toHaveLength(1);
    expect(matchScore('aurora bakery se', searchable([domain])[0]?.terms ?? [])).toBe(0);
    expect(rank([domain], 'aurora_bakery', 10)).toHaveLength(1);
    expect(rank([domain], 'bakery-se', 10)).toHaveLength(1);
    expect(rank([domain], 'aurora  –  bakery', 10)).toHaveLength(1);
    expect(rank([item('vps_legacy04')], 'vps legacy', 10)).toHaveLength(1);
    expect(rank([item('Search DNS records in every zone')], 'search-dns', 10)).toHaveLength(1);
    expect(rank([item('192.0.2.11')], '192.0.2.1', 10)).toHaveLength(1);
  });

  it('finds every word in any order, after the matches in order', () => {
    const domain = item('aurora-bakery.se');
    const terms = searchable([domain])[0]?.terms ?? [];
    expect(matchScore('bakery aurora', terms)).toBe(3);
    expect(matchScore('se aurora', terms)).toBe(3);
    expect(matchScore('bakery borealis', terms)).toBeNull();
    const inOrder = item('bakery-aurora.se');
    expect(rank([domain, inOrder], 'bakery aurora', 10)).toEqual([inOrder, domain]);
    expect(rank([item('Byt till mörkt tema')], 'MÖRKT byt', 10)).toHaveLength(1);
    // Parts of an address in another order are another address.
    expect(rank([item('192.0.2.11')], '11.2.0.192', 10)).toEqual([]);
    expect(rank([item('10.20.30.40')], '40 30 20 10', 10)).toHaveLength(1);
  });

  it('matches any term (addresses, IDs) and nothing for an empty or unrelated query', () => {
    expect(matchScore('192.0.2.11', ['web-01', '192.0.2.11'])).toBe(0);
    expect(matchScore('2001:db8', ['web-01', '2001:db8::11'])).toBe(1);
    expect(rank([item('web-01')], '   ', 10)).toEqual([]);
    expect(rank([item('web-01')], 'zzz', 10)).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(rank([item('a1'), item('a2'), item('a3')], 'a', 2)).toHaveLength(2);
  });

  it('puts a later, better match before a full page of weaker ones', () => {
    const weak = Array.from({ length: 20 }, (_, index) => item(`my-web-${index}`));
    const items = [...weak, item('web-7'), item('web')];
    expect(rank(items, 'web', 3).map((entry) => entry.name)).toEqual(['web', 'web-7', 'my-web-0']);
  });
});
