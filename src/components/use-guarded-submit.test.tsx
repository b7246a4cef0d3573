import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../test/render';
import { useGuardedSubmit } from './use-guarded-submit';

function Form({ send }: { send: () => Promise<void> }) {
  const form = useForm({ defaultValues: { name: 'web' } });
  const guard = useGuardedSubmit(form.handleSubmit(send));
  return (
    <form onSubmit={guard}>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useGuardedSubmit', () => {
  it('sends once for a double click and for Enter pressed twice', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    renderWithProviders(<Form send={send} />);
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    release();
  });

  it('prevents the browser’s own submit even for a submit it ignores', async () => {
    const seen: boolean[] = [];
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { container } = renderWithProviders(<Form send={send} />);
    const form = container.querySelector('form');
    form?.addEventListener('submit', (event) =>
      queueMicrotask(() => seen.push(event.defaultPrevented)),
    );
    await userEvent.setup().dblClick(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([true, true]);
    release();
  });
});
