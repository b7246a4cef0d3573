import { screen, within } from '@testing-library/react';
import { defineMessages, makeTranslate } from '../../i18n/messages';
import { renderWithProviders } from '../../test/render';
import { advance, fakePollClock, jobAnswers, operationRecord } from '../../test/operations';
import { sentence } from '../../test/sentence';
import { signInAs } from '../../test/session';
import { Followed } from '../../test/operation-harness';
import { StoredText } from '../ui/stored-text';
import { BusyBadge } from './busy-badge';
import { operationsStore } from './operations-store';

/** A shutdown's title as the server job's starter stores it: the server's name kept apart. */
const shutdown = {
  en: 'Shut down {name}',
  sv: 'Stäng av {name}',
  params: { name: 'shop-frontend-02' },
};

describe('an operation’s title', () => {
  beforeEach(() => {
    fakePollClock();
    signInAs('owner');
    jobAnswers('job_1', 'in_progress');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the server’s name in its title isolated and whole, in either language', async () => {
    operationsStore.add(operationRecord(Date.now(), { title: shutdown }));
    renderWithProviders(<Followed />, { language: 'sv' });
    await advance(10);
    const title = screen.getByText(sentence('Stäng av shop-frontend-02'));
    const name = within(title).getByText('shop-frontend-02');
    expect(name.tagName).toBe('BDI');
    // Never "shop-frontend-" over "02", which reads as another server.
    expect(name).toHaveClass('whitespace-nowrap');
    expect(
      screen.getByRole('progressbar', { name: /^Stäng av shop-frontend-02: / }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Kontrollera nu: Stäng av shop-frontend-02' }),
    ).toBeInTheDocument();
  });

  it('keeps the name apart through a reload, and shows its bidi controls as markers', async () => {
    const hostile = { ...shutdown, params: { name: 'invoice\u202Egnp.exe' } };
    operationsStore.add(operationRecord(Date.now(), { title: hostile }));
    operationsStore.reload();
    expect(operationsStore.get('job_1')?.title).toEqual(hostile);
    renderWithProviders(<Followed />);
    await advance(10);
    expect(screen.getByText(sentence('Shut down invoice[U+202E]gnp.exe'))).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: /^Shut down invoice\[U\+202E\]gnp\.exe: / }),
    ).toBeInTheDocument();
  });

  it('still shows a title an older panel stored as finished text', async () => {
    operationsStore.add(operationRecord(Date.now()));
    operationsStore.reload();
    renderWithProviders(<Followed />);
    await advance(10);
    expect(screen.getByText('Force stop web-01')).toBeInTheDocument();
  });

  it('drops a stored operation whose title holds anything but text and numbers', () => {
    const broken = operationRecord(Date.now(), {
      title: { ...shutdown, params: { name: { toString: 'x' } as unknown as string } },
    });
    sessionStorage.setItem('panel.operations', JSON.stringify([broken]));
    operationsStore.reload();
    expect(operationsStore.getSnapshot()).toEqual([]);
  });

  it('names the operation at work on a resource, its name whole', async () => {
    operationsStore.add(operationRecord(Date.now(), { title: shutdown }));
    renderWithProviders(<BusyBadge kind="vps" ids={['vps_web01']} />);
    await advance(10);
    const badge = screen.getByText(sentence('Working: Shut down shop-frontend-02'));
    expect(within(badge).getByText('shop-frontend-02')).toHaveClass('whitespace-nowrap');
  });
});

describe('an operation’s title in quotation marks', () => {
  it('keeps the marks on the title’s lines and still wraps between the title’s words', () => {
    const en = makeTranslate(
      defineMessages({
        en: { failed: '“{title}” failed.' },
        sv: { failed: '”{title}” misslyckades.' },
      }),
      'en',
    );
    const { container } = renderWithProviders(
      <p>{en.rich('failed', { title: <StoredText text={shutdown} /> })}</p>,
    );
    expect(container).toHaveTextContent('“Shut down shop-frontend-02” failed.');
    const quoted = container.querySelector('.whitespace-nowrap');
    expect(quoted?.textContent).toBe('“Shut down shop-frontend-02”');
    // Inside the marks' unbreakable span, the title's own words may still wrap; its name may not.
    const title = quoted?.querySelector('.whitespace-normal');
    expect(title?.textContent).toBe('Shut down shop-frontend-02');
    expect(within(title as HTMLElement).getByText('shop-frontend-02')).toHaveClass(
      'whitespace-nowrap',
    );
  });
});
