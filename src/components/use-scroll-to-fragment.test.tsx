import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { useScrollToFragment } from './use-scroll-to-fragment';
import { recordScrolls, stopRecordingScrolls } from '../test/scrolls';

/** A page whose sections arrive when "Load" is pressed, as a page's data arrives from the API. */
function Page() {
  const [loaded, setLoaded] = useState(false);
  useScrollToFragment(loaded);
  return (
    <>
      <button onClick={() => setLoaded((value) => !value)}>{loaded ? 'Unload' : 'Load'}</button>
      <Link to="#second">To the second</Link>
      {loaded &&
        ['first', 'second', 'säkerhet'].map((id) => (
          <section key={id} id={id} aria-label={id}>
            {id}
          </section>
        ))}
    </>
  );
}

/** jsdom has no ResizeObserver; `grow` reports a change in the size of what is observed. */
function stubResizeObserver() {
  const observers = new Set<{ callback: ResizeObserverCallback; observer: ResizeObserver }>();
  class FakeResizeObserver implements ResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      observers.add({ callback: this.callback, observer: this });
    }
    unobserve() {}
    disconnect() {
      for (const entry of observers) if (entry.observer === this) observers.delete(entry);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    grow: () => observers.forEach(({ callback, observer }) => callback([], observer)),
  };
}

function openAt(path: string) {
  const scrolledTo = recordScrolls();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), scrolledTo };
}

describe('useScrollToFragment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    stopRecordingScrolls();
  });

  it('scrolls to the element the fragment names once the content is there, and only then', async () => {
    const { user, scrolledTo } = openAt('/page#second');
    expect(scrolledTo).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(scrolledTo).toEqual([screen.getByRole('region', { name: 'second' })]);
  });

  it('scrolls to the section a later fragment names', async () => {
    const { user, scrolledTo } = openAt('/page#first');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.click(screen.getByRole('link', { name: 'To the second' }));
    expect(scrolledTo).toEqual([
      screen.getByRole('region', { name: 'first' }),
      screen.getByRole('region', { name: 'second' }),
    ]);
  });

  it('keeps the section in view as the page grows around it, until the person moves the page', async () => {
    const page = stubResizeObserver();
    const { user, scrolledTo } = openAt('/page#second');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const second = screen.getByRole('region', { name: 'second' });
    page.grow();
    page.grow();
    expect(scrolledTo).toEqual([second, second, second]);

    fireEvent.wheel(window);
    page.grow();
    expect(scrolledTo).toHaveLength(3);
  });

  it('lands again when new content replaces the old', async () => {
    const { user, scrolledTo } = openAt('/page#first');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.click(screen.getByRole('button', { name: 'Unload' }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const first = screen.getByRole('region', { name: 'first' });
    expect(scrolledTo).toEqual([expect.any(HTMLElement), first]);
  });

  it('reads a percent-encoded fragment as the browser does', async () => {
    const { user, scrolledTo } = openAt('/page#s%C3%A4kerhet');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(scrolledTo).toEqual([screen.getByRole('region', { name: 'säkerhet' })]);
  });

  it('does nothing without a fragment, or with one that names nothing or does not decode', async () => {
    for (const path of ['/page', '/page#', '/page#power', '/page#%E0%A4%A']) {
      const { user, scrolledTo } = openAt(path);
      await user.click(screen.getByRole('button', { name: 'Load' }));
      expect(screen.getByRole('region', { name: 'first' })).toBeInTheDocument();
      expect(scrolledTo).toEqual([]);
      cleanup();
    }
  });
});
