import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/core/errors';
import { renderWithProviders } from '../../test/render';
import { TextField } from '../ui/fields';
import { FormAlert } from '../ui/form-alert';
import { useServerFieldErrors } from './use-server-field-errors';

const serverError = new ApiError({
  kind: 'http',
  status: 400,
  code: 'invalid_request',
  title: 'Invalid request',
  requestId: 'req_7',
  fieldErrors: [
    {
      pointer: '/hostname',
      field: 'hostname',
      path: ['hostname'],
      detail: 'Hostname is taken.',
      code: 'taken',
    },
    {
      pointer: '/region',
      field: 'region',
      path: ['region'],
      detail: 'Unknown region.',
      code: 'invalid',
    },
  ],
});

function Form({ hostnameLabel = 'Hostname' }: { hostnameLabel?: string }) {
  const form = useForm({ defaultValues: { name: '', hostname: '' } });
  const [error, setError] = useState<unknown>(null);
  const serverErrors = useServerFieldErrors(form);
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        setError(serverError);
        serverErrors.apply(serverError);
      })}
    >
      <TextField
        label="Name"
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <TextField
        label={hostnameLabel}
        {...form.register('hostname')}
        error={form.formState.errors.hostname?.message}
      />
      <FormAlert error={error} leftovers={serverErrors.leftovers} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('server field errors', () => {
  it('land on their fields, focus the first, keep what was typed, and list the rest', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.type(screen.getByLabelText('Hostname'), 'web-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const hostname = screen.getByLabelText('Hostname');
    expect(hostname).toHaveFocus();
    expect(hostname).toHaveValue('web-01');
    expect(hostname).toHaveAttribute('aria-invalid', 'true');
    expect(hostname).toHaveAccessibleDescription('Hostname is taken.');
    expect(screen.getByRole('alert')).toHaveTextContent('req_7');
    expect(screen.getByText(/Unknown region\./)).toBeInTheDocument();
  });

  it('mark the server’s English as the server’s on a Swedish page, on the field and in the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form hostnameLabel="Värdnamn" />, { language: 'sv' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Värdnamn')).toHaveAccessibleDescription(
      'Från servern (på engelska): Hostname is taken.',
    );
    expect(screen.getByText(/Från servern \(på engelska\): Unknown region\./)).toBeInTheDocument();
  });
});
