import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';

const sshAccessReads = () =>
  mockState().requests.filter(
    (request) => request.method === 'GET' && request.path.endsWith('/ssh-access'),
  );

async function openServerOffScreen(
  path = '/vps/vps_web01',
  options: Parameters<typeof renderApp>[1] = {},
) {
  const viewport = stubIntersectionObserver();
  renderApp(path, options);
  await screen.findByRole('heading', { level: 1, name: 'web-01' }, { timeout: 5000 });
  return viewport;
}

/** jsdom does not scroll; this records what the page asks to bring into view. */
function recordScrolls(): Element[] {
  const scrolledTo: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolledTo.push(this);
    },
  });
  return scrolledTo;
}

/** The card a section's link jumps to while the section itself is not on the page. */
function placeholderOf(id: string) {
  const element = document.getElementById(id);
  expect(element).not.toBeNull();
  return element!;
}

describe('the sections under power', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('stay off the page, each a titled card its link still reaches, until they come near the screen', async () => {
    const viewport = await openServerOffScreen();
    expect(screen.getByRole('region', { name: 'Power' })).toBeInTheDocument();
    for (const [id, title] of [
      ['firmware', 'Firmware'],
      ['rebuild', 'Rebuild'],
      ['ssh-access', 'SSH access'],
      ['backups', 'Backups'],
    ] as const) {
      expect(
        within(placeholderOf(id)).getByRole('heading', { level: 2, name: title }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sshAccessReads()).toEqual([]);

    await viewport.bringIntoView();
    const firmware = await screen.findByRole('region', { name: 'Firmware' });
    expect(await within(firmware).findByText('TPM 2.0, ready')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rebuild' })).toBeInTheDocument();
    const sshAccess = screen.getByRole('region', { name: 'SSH access' });
    expect(
      await within(sshAccess).findByRole('link', { name: 'All SSH keys of the account' }),
    ).toBeInTheDocument();
    expect(sshAccessReads()).toHaveLength(1);
  });

  it('come onto the page at the first key press, so Tab and find-in-page reach them', async () => {
    await openServerOffScreen();
    await userEvent.setup().keyboard('{Tab}');
    expect(await screen.findByRole('region', { name: 'Rebuild' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild…' })).toBeInTheDocument();
  });

  it('come onto the page at once when the address links to one of them, and that one is scrolled to', async () => {
    const scrolledTo = recordScrolls();
    await openServerOffScreen('/vps/vps_web01#backups');
    const backups = await screen.findByRole('region', { name: 'Backups' });
    expect(scrolledTo).toEqual([backups]);
  });

  it('leave a link to a section above them to the browser', async () => {
    const scrolledTo = recordScrolls();
    const viewport = await openServerOffScreen('/vps/vps_web01#power');
    expect(screen.queryByRole('region', { name: 'Firmware' })).not.toBeInTheDocument();
    await viewport.bringIntoView();
    expect(await screen.findByRole('region', { name: 'Firmware' })).toBeInTheDocument();
    expect(scrolledTo).toEqual([]);
  });

  it('are titled in Swedish before they arrive', async () => {
    await openServerOffScreen('/vps/vps_web01', { language: 'sv' });
    expect(
      within(placeholderOf('backups')).getByRole('heading', { level: 2, name: 'Säkerhetskopior' }),
    ).toBeInTheDocument();
    expect(
      within(placeholderOf('ssh-access')).getByRole('heading', { level: 2, name: 'SSH-åtkomst' }),
    ).toBeInTheDocument();
  });
});
