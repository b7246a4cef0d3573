import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { Dialog } from './dialog';

/** A dialog whose opener may go away with the change it confirms, as a deleted row does. */
function Harness({ fallback }: { fallback: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        The list
      </h2>
      {openerShown && <button onClick={() => setOpen(true)}>Open</button>}
      <Dialog
        open={open}
        title="Remove it?"
        onClose={() => setOpen(false)}
        focusAfterClose={fallback ? () => heading.current : undefined}
      >
        <button
          onClick={() => {
            setOpen(false);
            setOpenerShown(false);
          }}
        >
          Remove
        </button>
      </Dialog>
    </>
  );
}

/** A dialog rendered only while wanted: it goes away open, unmounted rather than closed. */
function RenderedWhileOpen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Dialog open title="Revert it?" onClose={() => setOpen(false)}>
          <button onClick={() => setOpen(false)}>Cancel</button>
        </Dialog>
      )}
    </>
  );
}

/** A dialog inside a section whose opener the confirmed change disables or removes. */
function InSection({ then }: { then: 'disable' | 'remove' }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<'enabled' | 'disabled' | 'gone'>('enabled');
  return (
    <section aria-labelledby="backups-title">
      <h2 id="backups-title">Backups</h2>
      {opener !== 'gone' && (
        <button disabled={opener === 'disabled'} onClick={() => setOpen(true)}>
          Restore
        </button>
      )}
      <Dialog open={open} title="Restore it?" onClose={() => setOpen(false)}>
        <button
          onClick={() => {
            setOpen(false);
            setOpener(then === 'disable' ? 'disabled' : 'gone');
          }}
        >
          Yes, restore
        </button>
      </Dialog>
    </section>
  );
}

describe('dialog focus on closing', () => {
  it.each(['disable', 'remove'] as const)(
    'puts focus on the section heading when the change it confirms %ss its opener',
    async (then) => {
      const user = userEvent.setup();
      renderWithProviders(<InSection then={then} />);
      await user.click(screen.getByRole('button', { name: 'Restore' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, restore' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Backups' })).toHaveFocus();
    },
  );

  it('gives focus back to what opened it when it is unmounted open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RenderedWhileOpen />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('moves focus to the given element when what opened it is gone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness fallback />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The list' })).toHaveFocus();
  });

  it('leaves focus alone without one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness fallback={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('heading', { name: 'The list' })).not.toHaveFocus();
  });
});
