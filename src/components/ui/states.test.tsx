import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockState } from '../../test/session';

describe('a page opened while offline', () => {
  // Inside act(): the loading state listens to the connection and shows the change.
  afterEach(() => act(() => onlineManager.setOnline(true)));

  it('says it waits for the connection, sends nothing, and loads once back online', async () => {
    onlineManager.setOnline(false);
    renderApp('/vps');
    expect(
      await screen.findByText('Waiting for the connection… This loads when you are back online.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(mockState().requests).toEqual([]);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('table', { name: 'Servers' })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for the connection/)).not.toBeInTheDocument();
    expect(mockState().requests.map(({ method, path }) => `${method} ${path}`)).toContain(
      'GET /api/v2/vps',
    );
  });

  it('says so in Swedish', async () => {
    onlineManager.setOnline(false);
    renderApp('/vps', { language: 'sv' });
    expect(
      await screen.findByText('Väntar på anslutningen… Det här laddas när du är online igen.'),
    ).toBeInTheDocument();
  });
});
