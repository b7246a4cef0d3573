import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AttentionList } from './attention-list';
import type { Attention } from './attention-rules';

const trend: Attention = {
  key: 'security-trend',
  tone: 'warning',
  reason: 'reasonSecurityTrend',
  name: '',
  percent: 1250,
  href: '/cdn/security',
  action: 'actionOpenReport',
};

describe('the attention list', () => {
  it('writes a percentage as the reader’s language does', () => {
    renderWithProviders(<AttentionList items={[trend]} />);
    expect(
      within(screen.getByRole('list')).getByText(
        'Security actions on your CDN rose by 1,250% in the last 24 hours.',
      ),
    ).toBeVisible();
  });

  it('keeps a Swedish percentage whole: grouped, with a non-breaking space before the sign', () => {
    renderWithProviders(<AttentionList items={[trend]} />, { language: 'sv' });
    // Matchers read a non-breaking space as a space, so the text itself is compared.
    expect(screen.getByRole('listitem').textContent).toContain(
      'Säkerhetsåtgärderna i ditt CDN ökade med 1\u00a0250\u00a0% det senaste dygnet.',
    );
  });
});
