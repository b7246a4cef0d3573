import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderWithProviders } from '../../test/render';
import { PageChunkRetry } from './page-chunk-retry';

const Page: ComponentType = () => <h1>Servers</h1>;

describe('PageChunkRetry', () => {
  it('fetches the page’s code again on “Try again” and shows the page when it arrives', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Page);
    renderWithProviders(<PageChunkRetry load={load} />, { language: 'sv' });
    expect(screen.getByRole('heading', { name: 'Sidan kunde inte laddas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('button', { name: 'Försök igen' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'Servers' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again by itself when the connection comes back', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockResolvedValue(Page);
    renderWithProviders(<PageChunkRetry load={load} />);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      globalThis.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Servers' })).toBeInTheDocument();
  });
});
