import { linkedAnchor } from './use-reveal-on-approach';

describe('linkedAnchor', () => {
  const anchors = ['firmware', 'ssh-access', 'säkerhet'];

  it('names the anchor the fragment points at, and nothing for other fragments', () => {
    expect(linkedAnchor('#ssh-access', anchors)).toBe('ssh-access');
    expect(linkedAnchor('#power', anchors)).toBeUndefined();
    expect(linkedAnchor('', anchors)).toBeUndefined();
    expect(linkedAnchor('#', anchors)).toBeUndefined();
  });

  it('reads a percent-encoded fragment as the browser does', () => {
    expect(linkedAnchor('#s%C3%A4kerhet', anchors)).toBe('säkerhet');
  });

  it('takes a fragment that does not decode as naming nothing, instead of failing the page', () => {
    expect(linkedAnchor('#%E0%A4%A', anchors)).toBeUndefined();
  });
});
