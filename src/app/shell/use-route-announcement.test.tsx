import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useRouteAnnouncement } from './use-route-announcement';

function Page({ withDialog = false }: { withDialog?: boolean }) {
  const main = useRef<HTMLElement>(null);
  const announcement = useRouteAnnouncement('New page', main);
  return (
    <>
      <main ref={main} tabIndex={-1}>
        <p aria-live="polite">{announcement}</p>
      </main>
      {withDialog && (
        <dialog open aria-label="Finder">
          <input aria-label="Search" />
        </dialog>
      )}
    </>
  );
}

function renderAt(withDialog: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <Page withDialog={withDialog} /> }], {
    initialEntries: ['/first'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useRouteAnnouncement', () => {
  it('moves focus to the page and says its title after a navigation', async () => {
    const router = renderAt(false);
    expect(screen.getByRole('main')).not.toHaveFocus();
    await act(() => router.navigate('/second'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByText('New page')).toBeInTheDocument();
  });

  it('leaves focus in a dialog opened while the page was on its way', async () => {
    const router = renderAt(true);
    const field = screen.getByRole('textbox', { name: 'Search' });
    field.focus();
    await act(() => router.navigate('/second'));
    expect(field).toHaveFocus();
    expect(screen.getByText('New page')).toBeInTheDocument();
  });
});
