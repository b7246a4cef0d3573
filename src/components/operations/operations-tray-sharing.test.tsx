import { render, screen } from '@testing-library/react';

describe('sharing with the account’s other tabs', () => {
  afterEach(() => {
    vi.doUnmock('./operations-sharing');
    vi.resetModules();
  });

  it('starts once the first screen has painted: its code is not what a cold start waits for', async () => {
    vi.resetModules();
    const startSharing = vi.fn(() => () => undefined);
    vi.doMock('./operations-sharing', () => ({ startSharing }));
    const { OperationsTray: FreshTray } = await import('./operations-tray');
    const { useMarkFirstPaint } = await import('../routing/first-paint');
    // The providers from the same fresh modules as the tray, so it finds their contexts.
    const fresh = await import('../../test/render');
    fresh.renderWithProviders(<FreshTray />);
    expect(await screen.findByRole('button', { name: 'Operations' })).toBeVisible();
    await vi.dynamicImportSettled();
    expect(startSharing).not.toHaveBeenCalled();

    function FirstScreen() {
      useMarkFirstPaint();
      return null;
    }
    render(<FirstScreen />);
    await vi.waitFor(() => expect(startSharing).toHaveBeenCalledTimes(1));
  });
});
