import { render } from '@testing-library/react';
import { PathText, pathSegments } from './path-text';

describe('PathText', () => {
  it('cuts a path after each slash, keeping every character', () => {
    expect(pathSegments('/wp-content/uploads/')).toEqual(['/', 'wp-content/', 'uploads/']);
    expect(pathSegments('/booking/checkout')).toEqual(['/', 'booking/', 'checkout']);
    expect(pathSegments('/')).toEqual(['/']);
    expect(pathSegments('*')).toEqual(['*']);
  });

  it('keeps each short segment whole and offers a break only after a slash', () => {
    const { container } = render(<PathText path="/wp-content/uploads/" />);
    expect(container.textContent).toBe('/wp-content/uploads/');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    const whole = [...container.querySelectorAll('span.whitespace-nowrap')].map(
      (span) => span.textContent,
    );
    expect(whole).toEqual(['/', 'wp-content/', 'uploads/']);
  });

  it('lets a segment too long for a phone break anywhere', () => {
    const long = 'a-very-long-generated-asset-name-0123456789.js';
    const { container } = render(<PathText path={`/static/${long}`} />);
    expect(container.querySelector('bdi')).toHaveClass('wrap-anywhere');
    const segments = [...container.querySelectorAll('span')];
    expect(segments.map((span) => span.textContent)).toEqual(['/', 'static/', long]);
    expect(segments[2]).not.toHaveClass('whitespace-nowrap');
  });

  it('isolates the path and shows a bidi control instead of obeying it', () => {
    const { container } = render(<PathText path={'/files/\u202Egnp.exe'} />);
    expect(container.querySelector('bdi')).not.toBeNull();
    expect(container.textContent).toBe('/files/[U+202E]gnp.exe');
  });
});
