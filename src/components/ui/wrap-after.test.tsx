import { render } from '@testing-library/react';
import { KEEP_WHOLE_UP_TO, partsAfter, WrapAfter } from './wrap-after';

describe('WrapAfter', () => {
  it('cuts a value after each separator, keeping every character', () => {
    expect(partsAfter('/wp-content/uploads/', '/')).toEqual(['/', 'wp-content/', 'uploads/']);
    expect(partsAfter('/booking/checkout', '/')).toEqual(['/', 'booking/', 'checkout']);
    expect(partsAfter('/', '/')).toEqual(['/']);
    expect(partsAfter('*', '/')).toEqual(['*']);
    expect(partsAfter('web-01.cloud.example.net', '.')).toEqual([
      'web-01.',
      'cloud.',
      'example.',
      'net',
    ]);
    expect(partsAfter('root@web-01', '@')).toEqual(['root@', 'web-01']);
    expect(partsAfter('', '.')).toEqual([]);
  });

  it('keeps each short part whole and offers a break only after a separator', () => {
    const { container } = render(<WrapAfter value="/wp-content/uploads/" separator="/" />);
    expect(container.textContent).toBe('/wp-content/uploads/');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    const whole = [...container.querySelectorAll('span.whitespace-nowrap')].map(
      (span) => span.textContent,
    );
    expect(whole).toEqual(['/', 'wp-content/', 'uploads/']);
  });

  it('lets a part too long for a phone break anywhere', () => {
    const long = 'generated-0123456789.js';
    expect(long.length).toBeGreaterThan(KEEP_WHOLE_UP_TO);
    const { container } = render(<WrapAfter value={`/static/${long}`} separator="/" />);
    expect(container.querySelector('bdi')).toHaveClass('wrap-anywhere');
    const parts = [...container.querySelectorAll('span')];
    expect(parts.map((span) => span.textContent)).toEqual(['/', 'static/', long]);
    expect(parts[2]).not.toHaveClass('whitespace-nowrap');
  });

  it('isolates the value and shows a bidi control instead of obeying it', () => {
    const { container } = render(<WrapAfter value={'/files/\u202Egnp.exe'} separator="/" />);
    expect(container.querySelector('bdi')).not.toBeNull();
    expect(container.textContent).toBe('/files/[U+202E]gnp.exe');
  });
});
