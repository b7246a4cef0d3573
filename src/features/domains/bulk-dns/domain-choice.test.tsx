import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ownDomains, presentDomain } from '../../../mocks/domains/present';
import { mockServer } from '../../../mocks/node';
import { resetMockState } from '../../../mocks/state';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';
import { recordScrolls, stopRecordingScrolls } from '../../../test/scrolls';

// Paging scrolls the new page into view, which jsdom cannot do by itself.
beforeEach(() => recordScrolls());
afterEach(() => stopRecordingScrolls());

describe('the bulk DNS domain choice', () => {
  it('shows a page of 250 domains sent at once in batches of 100', async () => {
    // An API that ignores `limit` and sends every domain in one page.
    mockServer.use(
      http.get('*/api/v2/domains', () => {
        const state = mockState();
        const [first] = ownDomains(state);
        if (!first) throw new Error('the seed has a domain');
        const data = Array.from({ length: 250 }, (_, index) => ({
          ...presentDomain(state, first),
          id: `dom_many${index}`,
          name: `many-${index}.se`,
          unicodeName: `many-${index}.se`,
        }));
        return HttpResponse.json({ data, hasMore: false, nextCursor: null });
      }),
    );
    const user = userEvent.setup();
    renderApp('/domains/bulk-dns');
    const domains = await screen.findByRole('group', { name: 'Domains' });
    // Text queries: role queries over hundreds of checkboxes take seconds each in jsdom.
    expect(await within(domains).findByText('many-99.se')).toBeInTheDocument();
    expect(within(domains).queryByText('many-100.se')).not.toBeInTheDocument();
    expect(within(domains).getByText('Showing 100 of 250 rows')).toBeInTheDocument();

    await user.click(within(domains).getByRole('button', { name: 'Show 100 more rows' }));
    expect(within(domains).getByText('many-199.se')).toBeInTheDocument();
    expect(within(domains).queryByText('many-200.se')).not.toBeInTheDocument();
    // "Select all" still means every domain of the page, shown or not.
    await user.click(within(domains).getByRole('button', { name: 'Choose all on this page' }));
    expect(within(domains).getByText('250 chosen')).toBeInTheDocument();
  });

  it('puts focus on the new page of domains after Next page, not on the page body', async () => {
    resetMockState('large-account');
    const user = userEvent.setup();
    renderApp('/domains/bulk-dns');
    const domains = await screen.findByRole('group', { name: 'Domains' });
    const next = await within(domains).findByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    const page = await within(domains).findByRole('list', { name: 'Domains, page 2' });
    await waitFor(() => expect(page).toHaveFocus());

    await user.click(within(domains).getByRole('button', { name: 'Previous page' }));
    await waitFor(() =>
      expect(within(domains).getByRole('list', { name: 'Domains, page 1' })).toHaveFocus(),
    );
  });
});
