import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  privateKeyFixtures,
  publicKeyFixtures,
  puttyKeyFixtures,
} from '../../../test/ssh-public-key.fixtures';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';

const keyPosts = () =>
  mockState().requests.filter(
    (entry) => entry.method === 'POST' && entry.path.endsWith('/ssh-keys'),
  );

async function openKeys(
  path = '/hosting/acct_aurora01/ssh-keys',
  options: Parameters<typeof renderApp>[1] = {},
) {
  renderApp(path, options);
  const section = await screen.findByRole('region', {
    name: options.language === 'sv' ? 'SSH-nycklar' : 'SSH keys',
  });
  // The form appears with the list, whose answer carries the import gate.
  await within(section).findByRole('form');
  return section;
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  section: HTMLElement,
  name: string,
  publicKey: string,
) {
  const form = within(section).getByRole('form', { name: 'Import a public key' });
  await user.type(within(form).getByLabelText('Key name'), name);
  await user.click(within(form).getByLabelText('Public key'));
  await user.paste(publicKey);
  return form;
}

describe('hosting SSH keys', () => {
  it('lists the keys with fingerprints and whether each is authorized', async () => {
    const section = await openKeys();
    const table = await within(section).findByRole('table', { name: 'SSH keys on the account' });
    expect(
      within(table).getByRole('row', {
        name: /anna-laptop SHA256:irpPWOn5B\/K1S2Bv7EBgJ0Nm3Liv696ztXguf9WdUNo Authorized/,
      }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /ola-desktop .* Imported, not authorized/ }),
    ).toBeInTheDocument();
  });

  it('shows the fingerprint of a pasted key before import, then imports it with one POST', async () => {
    const user = userEvent.setup();
    const section = await openKeys();
    const form = await fillForm(user, section, 'build-server', publicKeyFixtures.ed25519.line);
    expect(
      await within(form).findByText(
        `ssh-ed25519 key recognised. Fingerprint: ${publicKeyFixtures.ed25519.fingerprint}`,
      ),
    ).toBeInTheDocument();

    await user.dblClick(within(form).getByRole('button', { name: 'Import and authorize' }));
    expect(
      await within(form).findByText('The key build-server was imported and authorized.'),
    ).toBeInTheDocument();
    expect(keyPosts()).toHaveLength(1);
    expect(keyPosts()[0]?.body).toEqual({
      name: 'build-server',
      publicKey: publicKeyFixtures.ed25519.line,
    });
    expect(within(form).getByLabelText('Public key')).toHaveValue('');
    const table = within(section).getByRole('table', { name: 'SSH keys on the account' });
    expect(await within(table).findByText('build-server')).toBeInTheDocument();
  });

  it.each([
    ['an OpenSSH private key', privateKeyFixtures.openssh],
    ['a PEM RSA private key', privateKeyFixtures.rsaPem],
    ['a PuTTY key file', puttyKeyFixtures.version2],
  ])('clears %s the moment it is pasted, warns, and sends nothing', async (_kind, privateKey) => {
    const user = userEvent.setup();
    const section = await openKeys();
    const form = await fillForm(user, section, 'laptop', privateKey);

    expect(within(form).getByLabelText('Public key')).toHaveValue('');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'That was a private key, so it was removed',
    );
    await user.click(within(form).getByRole('button', { name: 'Import and authorize' }));
    expect(await within(form).findByText('Paste a public key.')).toBeInTheDocument();
    expect(keyPosts()).toHaveLength(0);
    expect(document.body.textContent).not.toContain('b3BlbnNzaC1rZXktdjE');
  });

  it('drops the error of a malformed key once a pasted private key wipes it', async () => {
    const user = userEvent.setup();
    const section = await openKeys();
    const form = await fillForm(user, section, 'laptop', 'ssh-ed25519 AAAAC3NzaC1lZDI1');
    await user.click(within(form).getByLabelText('Key name'));
    const field = within(form).getByLabelText('Public key');
    expect(await within(form).findByText(/incomplete or damaged/)).toBeInTheDocument();
    await user.click(field);
    (field as HTMLTextAreaElement).setSelectionRange(
      0,
      (field as HTMLTextAreaElement).value.length,
    );
    await user.paste(privateKeyFixtures.openssh);

    expect(field).toHaveValue('');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'That was a private key, so it was removed',
    );
    expect(within(form).queryByText(/incomplete or damaged/)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('does not point at the import form when the account cannot import', async () => {
    const section = await openKeys('/hosting/acct_legacy03/ssh-keys');
    expect(await within(section).findByText('No SSH keys yet')).toBeInTheDocument();
    expect(within(section).queryByText(/Import a public key below/)).not.toBeInTheDocument();
  });

  it('says what is wrong with a malformed key and sends nothing', async () => {
    const user = userEvent.setup();
    const section = await openKeys();
    const form = await fillForm(
      user,
      section,
      'laptop',
      `${publicKeyFixtures.ed25519.line}\n${publicKeyFixtures.rsa.line}`,
    );
    await user.click(within(form).getByRole('button', { name: 'Import and authorize' }));
    expect(
      await within(form).findByText(
        'Paste exactly one key, on a single line. Import several keys one at a time.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Public key')).toHaveAttribute('aria-invalid', 'true');
    expect(keyPosts()).toHaveLength(0);
  });

  it('puts a duplicate name on the name field, focused, with the server’s words', async () => {
    const user = userEvent.setup();
    const section = await openKeys();
    const form = await fillForm(user, section, 'deploy-ci', publicKeyFixtures.ecdsaP256.line);
    await user.click(within(form).getByRole('button', { name: 'Import and authorize' }));
    const name = within(form).getByLabelText('Key name');
    expect(
      await within(form).findByText('A key named "deploy-ci" already exists on the account.'),
    ).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Public key')).toHaveAttribute('aria-invalid', 'false');
  });

  it('says a duplicate name in Swedish with the panel’s words, not the server’s English', async () => {
    const user = userEvent.setup();
    const section = await openKeys(undefined, { language: 'sv' });
    const form = within(section).getByRole('form', { name: 'Importera en publik nyckel' });
    await user.type(within(form).getByLabelText('Nyckelns namn'), 'deploy-ci');
    await user.click(within(form).getByLabelText('Publik nyckel'));
    await user.paste(publicKeyFixtures.ecdsaP256.line);
    await user.click(within(form).getByRole('button', { name: 'Importera och ge behörighet' }));
    expect(
      await within(form).findByText('Det finns redan en nyckel med det namnet på kontot.'),
    ).toBeInTheDocument();
    expect(within(form).queryByText(/already exists/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Nyckelns namn')).toHaveFocus();
  });

  it('puts a duplicate public key on the key field', async () => {
    const user = userEvent.setup();
    const section = await openKeys();
    const duplicate = mockState().hosting.sshKeys[0]?.publicKey ?? '';
    const form = await fillForm(user, section, 'second-name', duplicate);
    await user.click(within(form).getByRole('button', { name: 'Import and authorize' }));
    expect(
      await within(form).findByText(
        'This public key is already on the account, under another name.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Public key')).toHaveFocus();
  });

  it('shows a duplicate without a conflict field as a form-level error', async () => {
    mockServer.use(
      http.post('*/api/v2/shared-hosting/:id/ssh-keys', () =>
        problem({ status: 409, code: 'ssh_key_already_exists', detail: 'Already there.' }),
      ),
    );
    const user = userEvent.setup();
    const section = await openKeys();
    const form = await fillForm(user, section, 'laptop', publicKeyFixtures.ed25519.line);
    await user.click(within(form).getByRole('button', { name: 'Import and authorize' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('ssh_key_already_exists');
  });

  it('passes on an upstream failure with its request ID', async () => {
    mockServer.use(
      http.post('*/api/v2/shared-hosting/:id/ssh-keys', () =>
        problem({ status: 502, code: 'upstream_failed', detail: 'cPanel did not answer.' }),
      ),
    );
    const user = userEvent.setup();
    const section = await openKeys();
    const form = await fillForm(user, section, 'laptop', publicKeyFixtures.ed25519.line);
    await user.click(within(form).getByRole('button', { name: 'Import and authorize' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('cPanel did not answer.');
    expect(alert).toHaveTextContent(/req_\d+/);
    expect(within(form).getByLabelText('Key name')).toHaveValue('laptop');
  });

  it.each([
    ['/hosting/acct_paused02/ssh-keys', /suspended/],
    ['/hosting/acct_legacy03/ssh-keys', /previous platform/],
  ])('keeps import closed on %s with the reason', async (path, reason) => {
    const section = await openKeys(path);
    const button = within(section).getByRole('button', { name: 'Import and authorize' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(within(section).getByLabelText('Public key')).toBeDisabled();
  });

  it('shows the support key why it cannot import', async () => {
    const section = await openKeys('/hosting/acct_aurora01/ssh-keys', { as: 'support' });
    expect(
      within(section).getByRole('button', { name: 'Import and authorize' }),
    ).toHaveAccessibleDescription(
      'This key cannot change hosting accounts or use hosting consoles and webmail.',
    );
  });

  it('turns import off in a read-only session', async () => {
    const section = await openKeys('/hosting/acct_aurora01/ssh-keys', { readOnly: true });
    expect(
      within(section).getByRole('button', { name: 'Import and authorize' }),
    ).toHaveAccessibleDescription('Read-only session: changes are turned off.');
  });

  it('reads in Swedish, key problems included', async () => {
    const user = userEvent.setup();
    const section = await openKeys('/hosting/acct_aurora01/ssh-keys', { language: 'sv' });
    const form = within(section).getByRole('form', { name: 'Importera en publik nyckel' });
    await user.type(within(form).getByLabelText('Nyckelns namn'), '.dold');
    await user.click(within(form).getByLabelText('Publik nyckel'));
    await user.paste('ssh-ed448 AAAA');
    await user.click(within(form).getByRole('button', { name: 'Importera och ge behörighet' }));
    expect(await within(form).findByText(/Den här nyckeltypen stöds inte/)).toBeInTheDocument();
    expect(within(form).getByText(/börja inte med en punkt/)).toBeInTheDocument();
  });
});
