import { screen } from '@testing-library/react';
import { billingSpecCodes, billingWords } from '../features/billing/billing-words';
import { cdnSpecCodes, cdnWords } from '../features/cdn/cdn-words';
import { domainSpecCodes, domainWords } from '../features/domains/domain-words';
import { hostingSpecCodes, hostingWords } from '../features/hosting/hosting-words';
import { vpsSpecCodes, vpsWords } from '../features/vps/vps-words';
import { renderWithProviders } from '../test/render';
import { GatedButton } from './ui/gated-button';
import { useAreaWords } from './area-words';

const areas = [
  ['billing', billingWords, billingSpecCodes],
  ['cdn', cdnWords, cdnSpecCodes],
  ['domains', domainWords, domainSpecCodes],
  ['hosting', hostingWords, hostingSpecCodes],
  ['vps', vpsWords, vpsSpecCodes],
] as const;

describe('server codes in the panel’s own words', () => {
  it.each(areas)(
    '%s words every code the spec lists, in English and Swedish',
    (_, words, codes) => {
      for (const code of codes) {
        const en: string | undefined = (words.en as Record<string, string>)[code];
        const sv: string | undefined = (words.sv as Record<string, string>)[code];
        expect(en, code).toMatch(/\S/);
        expect(sv, code).toMatch(/\S/);
        expect(sv, code).not.toBe(en);
      }
    },
  );
});

function Gated({ code, reason }: { code: string; reason: string }) {
  const reasons = useAreaWords(vpsWords);
  return (
    <GatedButton gate={{ allowed: false, reason, code }} reasons={reasons}>
      Act
    </GatedButton>
  );
}

describe('a gate reason on a button', () => {
  it('is the panel’s Swedish for a known code', () => {
    renderWithProviders(<Gated code="vm_not_running" reason="The server is not running." />, {
      language: 'sv',
    });
    expect(screen.getByRole('button', { name: 'Act' })).toHaveAccessibleDescription(
      'Servern är inte igång.',
    );
  });

  it('is the server’s text, marked and with its dates formatted, for an unknown code', () => {
    renderWithProviders(
      <Gated code="frozen_until" reason="Frozen until 2026-09-05T07:03:00.000Z by billing." />,
      { language: 'sv' },
    );
    const description = screen
      .getByRole('button', { name: 'Act' })
      .getAttribute('aria-describedby');
    const text = document.getElementById(description ?? '')?.textContent ?? '';
    expect(text).toMatch(/^Från servern \(på engelska\): Frozen until 5\u00a0sep\.\u00a02026/);
    expect(text).not.toContain('2026-09-05T');
  });

  it('stays the server’s own English on an English page', () => {
    renderWithProviders(<Gated code="frozen" reason="Frozen by billing." />);
    expect(screen.getByRole('button', { name: 'Act' })).toHaveAccessibleDescription(
      'Frozen by billing.',
    );
  });
});
