// @vitest-environment node
import { fileNameOf } from './share-table';

describe('the file name of a security report table', () => {
  it.each([
    ['Top countries', 'security-top-countries'],
    ['Vanligaste länderna', 'security-vanligaste-landerna'],
    ['Vidtagna åtgärder', 'security-vidtagna-atgarder'],
    ['Sökvägar', 'security-sokvagar'],
    ['???', 'security-table'],
  ])('%s is written %s', (title, name) => {
    expect(fileNameOf(title)).toBe(name);
  });
});
