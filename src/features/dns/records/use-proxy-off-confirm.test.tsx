import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';
import { sentence } from '../../../test/sentence';

const patches = () => mockState().requests.filter((request) => request.method === 'PATCH');

async function openGranit(language: 'en' | 'sv' = 'en') {
  const user = userEvent.setup();
  renderApp('/dns/zone_granit07', { language });
  const table = await screen.findByRole('table', { name: /^(Records of|Poster i) / });
  return { user, table };
}

describe('turning the DNS proxy off', () => {
  it('asks first, says what is lost, and sends nothing when cancelled', async () => {
    const { user, table } = await openGranit();
    const www = within(table).getByRole('switch', { name: 'Proxy www (CNAME) through the CDN' });
    expect(www).toBeChecked();
    await user.click(www);
    const dialog = await screen.findByRole('dialog', { name: 'Stop proxying www (CNAME)?' });
    expect(dialog).toHaveAccessibleDescription(/reach your server directly/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(www).toBeChecked();
    expect(patches()).toEqual([]);
  });

  it('sends the change once confirmed, in Swedish too', async () => {
    const { user, table } = await openGranit('sv');
    await user.click(within(table).getByRole('switch', { name: 'Skicka www (CNAME) via CDN' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sluta skicka www (CNAME) via CDN?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sluta skicka via CDN' }));
    expect(
      await screen.findByText(sentence('www (CNAME) svarar nu direkt (bara DNS).')),
    ).toBeVisible();
    expect(patches().map((request) => request.body)).toEqual([{ proxied: false }]);
  });
});
