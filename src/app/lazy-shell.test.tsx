import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LazyShell, loadShell } from './lazy-shell';

vi.mock('./shell/shell', () => ({ Shell: () => <p>The shell</p> }));
vi.mock('../components/journal/recorder', () => ({ installJournal: vi.fn() }));

describe('LazyShell', () => {
  it('renders the shell in the same render once its download has arrived, with no fallback in between', async () => {
    await loadShell();
    // Through React.lazy this first render would show the Suspense fallback (nothing) instead.
    expect(renderToString(<LazyShell />)).toContain('The shell');
  });
});
