import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';
import { sentence } from '../../../test/sentence';

const deletes = () => mockState().requests.filter((entry) => entry.method === 'DELETE');

async function openSection(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  return screen.findByRole('region', { name: 'DNSSEC' });
}

describe('DNSSEC section', () => {
  it('names algorithms and digest types and marks outdated ones', async () => {
    const section = await openSection('/domains/dom_nordic02');
    const ds = await within(section).findByRole('table', { name: 'DS records' });
    const sha1Row = within(ds).getByRole('row', { name: /SHA-1 \(1\)/ });
    expect(within(sha1Row).getByText(sentence('RSASHA256 (8)'))).toBeInTheDocument();
    expect(within(sha1Row).getByText('Outdated')).toBeInTheDocument();
    const sha256Row = within(ds).getByRole('row', { name: /SHA-256 \(2\)/ });
    expect(within(sha256Row).queryByText('Outdated')).not.toBeInTheDocument();
    const keys = within(section).getByRole('table', { name: 'KEY records' });
    expect(within(keys).getByText('Key-signing key')).toBeInTheDocument();
    expect(within(keys).getByText('Zone-signing key')).toBeInTheDocument();
  });

  it('says DNSSEC is off when no records are published', async () => {
    const section = await openSection('/domains/dom_kaffe03');
    expect(await within(section).findByText('DNSSEC is off')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('deletes a DS record after a confirmation that states the danger', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    await user.click(await within(section).findByRole('button', { name: 'Delete DS record 2371' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete DS record 2371?' });
    expect(dialog).toHaveAccessibleDescription(
      /stops resolving for everyone behind a validating resolver/,
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete record' }));

    expect(await within(section).findByText('DS record 2371 was deleted.')).toBeInTheDocument();
    expect(deletes()).toEqual([
      expect.objectContaining({ path: '/api/v2/domains/dom_aurora01/dnssec/dsr_aurora01' }),
    ]);
    expect(within(section).queryByRole('table', { name: 'DS records' })).not.toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'KEY records' })).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    await user.click(await within(section).findByRole('button', { name: 'Delete KEY record 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes()).toHaveLength(0);
  });

  it('keeps the dialog open with the error when the delete fails', async () => {
    mockServer.use(
      http.delete('*/api/v2/domains/:id/dnssec/:recordId', () =>
        problem({ status: 502, code: 'upstream_failed', detail: 'The registry did not answer.' }),
      ),
    );
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    await user.click(await within(section).findByRole('button', { name: 'Delete DS record 2371' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    expect(await within(dialog).findByText('The registry did not answer.')).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'DS records' })).toBeInTheDocument();
  });

  it('disables deleting with the reason on a domain that is not active', async () => {
    const section = await openSection('/domains/dom_gammal06');
    const button = await within(section).findByRole('button', { name: 'Delete DS record 18002' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Only an active domain can be changed.');
  });

  it('speaks Swedish', async () => {
    renderApp('/domains/dom_malmo04', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'DNSSEC' });
    const ds = await within(section).findByRole('table', { name: 'DS-poster' });
    expect(within(ds).getByRole('button', { name: 'Ta bort DS-post 61053' })).toBeInTheDocument();
    expect(within(ds).getByText(sentence('ED25519 (15)'))).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'KEY-poster' })).toBeInTheDocument();
  });
});
