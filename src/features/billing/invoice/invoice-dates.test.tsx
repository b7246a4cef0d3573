import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';

// Set before anything formats a date: Intl takes the zone when a formatter is made.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  // Assigning undefined would set the text "undefined".
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('invoice dates west of UTC', () => {
  it('shows the calendar dates the API gives, not the day before', async () => {
    renderApp('/billing/invoices/inv_2026110');
    const details = await screen.findByRole('region', { name: 'Invoice details' });
    expect(await within(details).findByText('1 Dec 2026')).toBeInTheDocument();
    expect(within(details).queryByText('30 Nov 2026')).not.toBeInTheDocument();
  });
});
