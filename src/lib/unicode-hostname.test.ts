// @vitest-environment node
import { asciiHostname } from '../api/core/hostname';
import { decodePunycodeLabel, unicodeEmail, unicodeHostname } from './unicode-hostname';

describe('unicodeHostname', () => {
  it.each([
    ['xn--malm-cykel-hcb.se', 'malmö-cykel.se'],
    ['XN--MALM-CYKEL-HCB.SE', 'malmö-cykel.SE'],
    ['www.xn--rksmrgs-5wao1o.se', 'www.räksmörgås.se'],
    ['xn--mnchen-3ya.de', 'münchen.de'],
    ['xn--fiqs8s.cn', '中国.cn'],
    ['example.com', 'example.com'],
  ])('shows %s as %s', (ascii, unicode) => {
    expect(unicodeHostname(ascii)).toBe(unicode);
  });

  it('leaves labels that are not valid punycode as they came', () => {
    expect(unicodeHostname('xn--.se')).toBe('xn--.se');
    expect(unicodeHostname('xn--zz!.se')).toBe('xn--zz!.se');
    expect(unicodeHostname('xn--abc-.se')).toBe('xn--abc-.se');
    expect(decodePunycodeLabel('99999999999999')).toBeNull();
  });

  it.each(['malmö-cykel.se', 'räksmörgås.example', 'ελληνικά.gr', 'пример.рф', 'bücher.de'])(
    'reverses the browser’s own encoding of %s',
    (name) => {
      expect(unicodeHostname(asciiHostname(name) ?? '')).toBe(name);
    },
  );
});

describe('unicodeEmail', () => {
  it('decodes the domain and leaves the local part as it came', () => {
    expect(unicodeEmail('info@xn--malm-cykel-hcb.se')).toBe('info@malmö-cykel.se');
    expect(unicodeEmail('xn--abc@example.com')).toBe('xn--abc@example.com');
    expect(unicodeEmail('not an address')).toBe('not an address');
  });
});
