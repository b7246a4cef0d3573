import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { recordScrolls, stopRecordingScrolls } from '../../../test/scrolls';

async function openServer(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  // The first test in the file also waits for the area's code to be transformed and loaded.
  await screen.findByRole('heading', { level: 1, name: 'web-01' });
}

describe('server page', () => {
  afterEach(() => {
    stopRecordingScrolls();
  });

  it('shows the server with every section, each with its own content', async () => {
    await openServer('/vps/vps_web01');
    const nav = screen.getByRole('navigation', { name: 'Server sections' });
    for (const [name, anchor] of [
      ['Power', '#power'],
      ['Firmware', '#firmware'],
      ['Rebuild', '#rebuild'],
      ['SSH access', '#ssh-access'],
      ['Backups', '#backups'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', anchor);
      expect(screen.getByRole('region', { name })).toHaveAttribute('id', anchor.slice(1));
    }
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('4 vCPU · 8 GB RAM · 160 GB')).toBeInTheDocument();
    expect(within(overview).getByText('192.0.2.11')).toBeInTheDocument();

    const power = screen.getByRole('region', { name: 'Power' });
    expect(within(power).getByRole('button', { name: 'Shut down' })).toBeInTheDocument();
    const firmware = screen.getByRole('region', { name: 'Firmware' });
    expect(await within(firmware).findByText('TPM 2.0, ready')).toBeInTheDocument();
    expect(within(firmware).getByRole('combobox', { name: 'Firmware mode' })).toBeInTheDocument();
    const rebuild = screen.getByRole('region', { name: 'Rebuild' });
    expect(within(rebuild).getByRole('button', { name: 'Rebuild…' })).toBeInTheDocument();
    const sshAccess = screen.getByRole('region', { name: 'SSH access' });
    const entries = await within(sshAccess).findByRole('table', {
      name: 'Keys in the authorized keys file',
    });
    expect(within(entries).getByRole('row', { name: /root@web-01/ })).toHaveTextContent(
      'Added inside the server',
    );
    const backups = screen.getByRole('region', { name: 'Backups' });
    const list = await within(backups).findByRole('table', { name: 'Backups of web-01' });
    expect(within(list).getAllByRole('row')).toHaveLength(4);
  });

  it('lands on the section the address names, once its content is there', async () => {
    const scrolledTo = recordScrolls();
    await openServer('/vps/vps_web01#backups');
    expect(scrolledTo).toEqual([screen.getByRole('region', { name: 'Backups' })]);
  });

  it('says when a server is not part of the account', async () => {
    renderApp('/vps/vps_foreign99');
    expect(
      await screen.findByText('This server does not exist or is not part of your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Server not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('vps_not_found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'not-yours' })).not.toBeInTheDocument();
  });

  it('says so in Swedish, with the panel’s own words for the server’s “Not found”', async () => {
    renderApp('/vps/vps_foreign99', { language: 'sv' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Servern hittades inte' }),
    ).toBeInTheDocument();
    // The title is the panel's own; only the server's detail is its English, marked as such.
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Hittades inteFrån servern \(på engelska\)/,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Not found');
  });

  it('reads naturally in Swedish', async () => {
    await openServer('/vps/vps_web01', { language: 'sv' });
    const nav = screen.getByRole('navigation', { name: 'Serverns delar' });
    for (const name of ['Ström', 'Firmware', 'Återskapa', 'SSH-åtkomst', 'Säkerhetskopior']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Stäng av' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Säkerhetskopior' })).findByRole('table', {
        name: 'Säkerhetskopior av web-01',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Brödsmulor' })).getByRole('link', {
        name: 'Servrar',
      }),
    ).toHaveAttribute('href', '/vps');
  });
});
