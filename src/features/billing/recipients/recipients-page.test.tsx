import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';

// The area is a lazy chunk; on a busy machine its first load takes longer than the default second.

const CONTACTS = '/api/v2/billing/payment-methods/contacts';
const posts = () =>
  mockState().requests.filter((entry) => entry.method === 'POST' && entry.path === CONTACTS);

async function openForm() {
  const form = await screen.findByRole('region', { name: 'Add a recipient' });
  return {
    form,
    email: within(form).getByLabelText('Email address'),
    description: within(form).getByLabelText(/Description/),
    submit: within(form).getByRole('button', { name: 'Add recipient' }),
  };
}

describe('invoice-copy recipients', () => {
  it('lists the recipients', async () => {
    renderApp('/billing/recipients');
    const table = await screen.findByRole('table', { name: 'Invoice-copy recipients' });
    expect(
      within(table).getByRole('row', { name: /accounts@example\.com\s+Bookkeeping/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /cfo@example\.com/ })).toBeInTheDocument();
  });

  it('adds a recipient, lowercased, and shows it in the list', async () => {
    const user = userEvent.setup();
    renderApp('/billing/recipients');
    const { email, description, submit } = await openForm();
    await user.type(email, 'Ledger@Example.COM');
    await user.type(description, 'Auditor');
    await user.dblClick(submit);

    expect(
      await screen.findByText('ledger@example.com now gets invoice copies.'),
    ).toBeInTheDocument();
    expect(posts().map((entry) => entry.body)).toEqual([
      { email: 'ledger@example.com', description: 'Auditor' },
    ]);
    const table = screen.getByRole('table', { name: 'Invoice-copy recipients' });
    expect(
      await within(table).findByRole('row', { name: /ledger@example\.com\s+Auditor/ }),
    ).toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('shows an address at an international domain as people write it', async () => {
    const user = userEvent.setup();
    renderApp('/billing/recipients');
    const { email, submit } = await openForm();
    // What chromium's email field hands over for kontor@malmö-cykel.se.
    await user.type(email, 'kontor@xn--malm-cykel-hcb.se');
    await user.click(submit);
    expect(
      await screen.findByText('kontor@malmö-cykel.se now gets invoice copies.'),
    ).toBeInTheDocument();
    expect(posts().map((entry) => entry.body)).toEqual([{ email: 'kontor@xn--malm-cykel-hcb.se' }]);
    const table = screen.getByRole('table', { name: 'Invoice-copy recipients' });
    expect(
      await within(table).findByRole('row', { name: /kontor@malmö-cykel\.se/ }),
    ).toBeInTheDocument();
    expect(within(table).queryByText(/xn--/)).toBeNull();
  });

  it('counts down the description’s characters and refuses more than 255 without sending', async () => {
    const user = userEvent.setup();
    renderApp('/billing/recipients');
    const { email, description, submit } = await openForm();
    expect(description).toHaveAccessibleDescription('255 characters left');
    await user.type(description, 'Bookkeeping');
    expect(description).toHaveAccessibleDescription('244 characters left');
    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(258));
    expect(description).toHaveAccessibleDescription('3 characters too many');
    await user.type(email, 'new@example.com');
    await user.click(submit);
    expect(await screen.findByText('Use at most 255 characters.')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('refuses an invalid email without sending, saying what an address looks like', async () => {
    const user = userEvent.setup();
    renderApp('/billing/recipients');
    const { email, submit } = await openForm();
    await user.type(email, 'not-an-address');
    await user.click(submit);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Enter an e-mail address such as name@example.com'),
    );
    expect(posts()).toHaveLength(0);
  });

  it('asks for an address when the field is empty', async () => {
    const user = userEvent.setup();
    renderApp('/billing/recipients');
    const { email, submit } = await openForm();
    await user.click(submit);
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter an e-mail address'));
    expect(email).not.toHaveAccessibleDescription(expect.stringContaining('such as'));
    expect(posts()).toHaveLength(0);
  });

  it('puts the server’s duplicate error under the email field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/billing/recipients');
    const { email, description, submit } = await openForm();
    await user.type(email, 'Accounts@Example.com');
    await user.type(description, 'Again');
    await user.click(submit);
    expect(
      await screen.findByText('This address already gets invoice copies.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('Accounts@Example.com');
    expect(description).toHaveValue('Again');
    expect(posts()).toHaveLength(1);
  });

  it('tells a non-owner that only the account owner can add recipients, and offers no form', async () => {
    renderApp('/billing/recipients', { as: 'support' });
    await screen.findByRole('table', { name: 'Invoice-copy recipients' });
    expect(screen.getByText('Only the account owner can add recipients')).toBeInTheDocument();
    // The gate's code in the panel's words, as on every gated button.
    expect(
      screen.getByText('Only the account owner can manage invoice recipients.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add recipient' })).not.toBeInTheDocument();
  });

  it('says so in Swedish too, not in the server’s English', async () => {
    renderApp('/billing/recipients', { as: 'support', language: 'sv' });
    expect(
      await screen.findByText('Bara kontots ägare kan hantera fakturamottagare.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/account owner/)).not.toBeInTheDocument();
  });

  it('shows a missing-permission error to a key without billing scopes', async () => {
    renderApp('/billing/recipients', { as: 'team' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('read:billing');
    expect(screen.queryByRole('button', { name: 'Add recipient' })).not.toBeInTheDocument();
  });

  it('keeps the form but disables submitting in a read-only session', async () => {
    renderApp('/billing/recipients', { as: 'owner', readOnly: true });
    const { submit } = await openForm();
    expect(submit).toBeDisabled();
  });

  it('reads in Swedish', async () => {
    const user = userEvent.setup();
    renderApp('/billing/recipients', { language: 'sv' });
    const form = await screen.findByRole('region', { name: 'Lägg till en mottagare' });
    const description = within(form).getByLabelText(/Beskrivning/);
    expect(description).toHaveAccessibleDescription('255 tecken kvar');
    const email = within(form).getByLabelText('E-postadress');
    const add = within(form).getByRole('button', { name: 'Lägg till mottagare' });
    await user.click(add);
    expect(await within(form).findByText('Ange en e-postadress')).toBeInTheDocument();
    await user.type(email, 'namn@');
    await user.click(add);
    expect(
      await within(form).findByText('Ange en e-postadress, till exempel namn@exempel.se'),
    ).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'accounts@example.com');
    await user.click(add);
    expect(await within(form).findByText('Adressen får redan fakturakopior.')).toBeInTheDocument();
  });
});
