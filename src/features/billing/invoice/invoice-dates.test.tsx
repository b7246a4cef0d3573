import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { inTimeZone } from '../../../test/time-zone';

inTimeZone('America/New_York');

describe('invoice dates west of UTC', () => {
  it('shows the calendar dates the API gives, not the day before', async () => {
    renderApp('/billing/invoices/inv_2026110');
    const details = await screen.findByRole('region', { name: 'Invoice details' });
    expect(await within(details).findByText('1 Dec 2026')).toBeInTheDocument();
    expect(within(details).queryByText('30 Nov 2026')).not.toBeInTheDocument();
  });
});
