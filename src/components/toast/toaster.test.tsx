import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/language-provider';
import { notify } from './toast-store';
import { ToasterHost } from './toaster-host';

describe('toasts', () => {
  it('shows a notice given before the toaster chunk had loaded', async () => {
    notify({ kind: 'success', title: 'Record added', description: 'www A 192.0.2.1' });
    render(
      <LanguageProvider>
        <ToasterHost />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Record added')).toBeInTheDocument();
    expect(screen.getByText('www A 192.0.2.1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
