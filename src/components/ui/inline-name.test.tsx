import { render } from '@testing-library/react';
import { LanguageProvider } from '../../i18n/language-provider';
import { defineMessages, makeTranslate } from '../../i18n/messages';
import { NameList } from './name-list';
import { InlineName } from './server-text';

const messages = defineMessages({
  en: { shutdownTitle: 'Shut down {name}?', both: '{name} in {zone}' },
  sv: { shutdownTitle: 'Stänga av {name}?', both: '{name} i {zone}' },
});

describe('a name inside a sentence (t.rich with InlineName)', () => {
  it('puts the name in its place in either language, isolated from the words around it', () => {
    const sv = makeTranslate(messages, 'sv');
    const { container } = render(
      <h2>{sv.rich('shutdownTitle', { name: <InlineName value="web-01" /> })}</h2>,
    );
    expect(container).toHaveTextContent('Stänga av web-01?');
    const name = container.querySelector('bdi');
    expect(name).toHaveTextContent('web-01');
    // A short name never breaks at its hyphen.
    expect(name).toHaveClass('whitespace-nowrap');
  });

  it('shows a right-to-left override as a marker instead of letting it reorder the sentence', () => {
    const en = makeTranslate(messages, 'en');
    const { container } = render(
      <p>{en.rich('shutdownTitle', { name: <InlineName value={'invoice\u202Egnp.exe'} /> })}</p>,
    );
    expect(container.textContent).toBe('Shut down invoice[U+202E]gnp.exe?');
  });

  it('fills several places, keeps text values as text, and leaves an unknown place as written', () => {
    const en = makeTranslate(messages, 'en');
    const { container } = render(<p>{en.rich('both', { name: <InlineName value="www" /> })}</p>);
    expect(container.textContent).toBe('www in {zone}');
    const again = render(<p>{en.rich('both', { name: 'mail', zone: 'aurora-bakery.se' })}</p>);
    expect(again.container.textContent).toBe('mail in aurora-bakery.se');
    // Text given as text has its bidi controls shown too, as t() shows them.
    const text = render(<p>{en.rich('both', { name: 'a\u202Eb', zone: 'se' })}</p>);
    expect(text.container.textContent).toBe('a[U+202E]b in se');
  });

  it('keeps the quotation marks around a name on its line, and a long name still wraps inside', () => {
    const sv = makeTranslate(
      defineMessages({ en: { key: 'Account key “{name}”' }, sv: { key: 'Kontonyckel ”{name}”' } }),
      'sv',
    );
    const { container } = render(
      <p>{sv.rich('key', { name: <InlineName value="anna@laptop" /> })}</p>,
    );
    expect(container.textContent).toBe('Kontonyckel ”anna@laptop”');
    const together = container.querySelector('p > span.whitespace-nowrap');
    expect(together?.textContent).toBe('”anna@laptop”');
    const long = render(
      <p>{sv.rich('key', { name: <InlineName value="deploy-from-the-build-runners" /> })}</p>,
    );
    expect(long.container.querySelector('p > span.whitespace-nowrap > span')).toHaveClass(
      'whitespace-normal',
    );
  });

  it('lets a long address wrap only after its at sign', () => {
    const { container } = render(<InlineName value="postmaster@malmö-cykel.se" />);
    const parts = [...container.querySelectorAll('bdi span')].map((span) => span.textContent);
    expect(parts).toEqual(['postmaster@', 'malmö-cykel.se']);
  });

  it('lets a long hostname wrap only after its dots', () => {
    const { container } = render(<InlineName value="mail-gateway-01.malmö-cykel.se" />);
    const parts = [...container.querySelectorAll('bdi span')].map((span) => span.textContent);
    expect(parts).toEqual(['mail-gateway-01.', 'malmö-cykel.', 'se']);
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
  });
});

describe('NameList', () => {
  const names = ['aurora-bakery.se', 'malmö-cykel.se', 'nordic\u202Eexe.se'];

  it('writes the list as each language does, every name isolated and shown as it is', () => {
    const sv = render(
      <LanguageProvider initial="sv">
        <p>
          <NameList values={names} />
        </p>
      </LanguageProvider>,
    );
    expect(sv.container.textContent).toBe(
      'aurora-bakery.se, malmö-cykel.se och nordic[U+202E]exe.se',
    );
    expect(sv.container.querySelectorAll('bdi')).toHaveLength(3);
    const en = render(
      <LanguageProvider initial="en">
        <p>
          <NameList values={names.slice(0, 2)} />
        </p>
      </LanguageProvider>,
    );
    expect(en.container.textContent).toBe('aurora-bakery.se and malmö-cykel.se');
  });
});
