import type { Language } from './messages';

// Dates, numbers and relative times in the panel's two locales, spelled out here rather than
// asked of Intl. The first Intl format in a tab makes the browser load its locale data: 20–40 ms
// of one uninterrupted task on a fast machine, on every page that shows a date or a figure.
// These functions give Intl's own output for en-GB and sv-SE (plain-format.test.ts compares them
// with Intl across many values); anything outside their range returns null and the caller asks
// Intl after all.

const monthNames: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  sv: [
    'jan.',
    'feb.',
    'mars',
    'apr.',
    'maj',
    'juni',
    'juli',
    'aug.',
    'sep.',
    'okt.',
    'nov.',
    'dec.',
  ],
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `5 Sept 2026` / `5 sep. 2026`, in the browser's time zone; null outside years 1000–9999. */
export function plainDate(date: Date, language: Language): string | null {
  const year = date.getFullYear();
  if (!(year >= 1000 && year <= 9999)) return null;
  return `${date.getDate()} ${monthNames[language][date.getMonth()]} ${year}`;
}

/** `07:03`: both locales use a 24-hour clock. */
export function plainTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** `5 Sept 2026, 07:03` / `5 sep. 2026 07:03`. */
export function plainDateTime(date: Date, language: Language): string | null {
  const day = plainDate(date, language);
  return day === null ? null : `${day}${language === 'en' ? ', ' : ' '}${plainTime(date)}`;
}

const separators: Record<
  Language,
  { group: string; decimal: string; minus: string; percent: string }
> = {
  en: { group: ',', decimal: '.', minus: '-', percent: '%' },
  sv: { group: '\u00a0', decimal: ',', minus: '\u2212', percent: '\u00a0%' },
};

/** Adds one to a string of decimal digits: `'0999'` → `'1000'`. */
function incremented(digits: string): string {
  let carry = 1;
  let out = '';
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const sum = Number(digits[index]) + carry;
    carry = sum === 10 ? 1 : 0;
    out = String(sum % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/**
 * `value × 10^shift` rounded half away from zero to at most `maxFractionDigits`, grouped in
 * thousands. Works on the shortest decimal form of the double, as Intl does, so `1.005` gives
 * `1.01` where `toFixed` would give `1.00`. Null for values JavaScript writes with an exponent.
 */
function decimalText(
  value: number,
  language: Language,
  maxFractionDigits: number,
  shift = 0,
): string | null {
  if (!Number.isFinite(value)) return null;
  const written = Math.abs(value).toString();
  if (written.includes('e')) return null;
  const [whole = '0', fraction = ''] = written.split('.');
  // Shift the decimal point right (percent is value × 100).
  const padded = fraction.padEnd(shift, '0');
  let integer = (whole + padded.slice(0, shift)).replace(/^0+(?=\d)/, '');
  let rest = padded.slice(shift);
  if (rest.length > maxFractionDigits) {
    const roundUp = Number(rest[maxFractionDigits]) >= 5;
    rest = rest.slice(0, maxFractionDigits);
    if (roundUp) {
      const bumped = incremented(integer + rest);
      integer = bumped.slice(0, bumped.length - rest.length);
      rest = bumped.slice(bumped.length - rest.length);
    }
  }
  rest = rest.replace(/0+$/, '');
  const { group, decimal, minus } = separators[language];
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? minus : ''}${grouped}${rest ? decimal + rest : ''}`;
}

/** `-1,234,567.891` / `−1 234 567,891`: Intl's default number format (up to 3 decimals). */
export function plainNumber(
  value: number,
  language: Language,
  maxFractionDigits = 3,
): string | null {
  return decimalText(value, language, maxFractionDigits);
}

/** `12.3%` / `12,3 %` for a fraction (0.123), as Intl's percent style. */
export function plainPercent(
  fraction: number,
  language: Language,
  maxFractionDigits: number,
): string | null {
  const text = decimalText(fraction, language, maxFractionDigits, 2);
  return text === null ? null : text + separators[language].percent;
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

const unitWords: Record<Language, Record<RelativeUnit, [one: string, other: string]>> = {
  en: {
    second: ['second', 'seconds'],
    minute: ['minute', 'minutes'],
    hour: ['hour', 'hours'],
    day: ['day', 'days'],
  },
  sv: {
    second: ['sekund', 'sekunder'],
    minute: ['minut', 'minuter'],
    hour: ['timme', 'timmar'],
    day: ['dag', 'dagar'],
  },
};

// Intl's `numeric: 'auto'` words: keyed by unit, then by the whole number of units.
const namedOffsets: Record<Language, Partial<Record<RelativeUnit, Record<number, string>>>> = {
  en: {
    second: { 0: 'now' },
    minute: { 0: 'this minute' },
    hour: { 0: 'this hour' },
    day: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
  },
  sv: {
    second: { 0: 'nu' },
    minute: { 0: 'denna minut' },
    hour: { 0: 'denna timme' },
    day: { [-2]: 'i förrgår', [-1]: 'i går', 0: 'i dag', 1: 'i morgon', 2: 'i övermorgon' },
  },
};

/** `in 3 days` / `för 3 dagar sedan`, as `Intl.RelativeTimeFormat` with `numeric: 'auto'`; whole numbers only. */
export function plainRelative(
  count: number,
  unit: RelativeUnit,
  language: Language,
): string | null {
  if (!Number.isInteger(count)) return null;
  const named = namedOffsets[language][unit]?.[count === 0 ? 0 : count];
  if (named) return named;
  const amount = decimalText(Math.abs(count), language, 0);
  if (amount === null) return null;
  const [one, other] = unitWords[language][unit];
  const phrase = `${amount} ${Math.abs(count) === 1 ? one : other}`;
  if (language === 'en') return count > 0 ? `in ${phrase}` : `${phrase} ago`;
  return count > 0 ? `om ${phrase}` : `för ${phrase} sedan`;
}

/** `A, B or C` / `A, B eller C`, as `Intl.ListFormat` with `type: 'disjunction'`. */
export function plainOrList(items: readonly string[], language: Language): string {
  const or = language === 'en' ? ' or ' : ' eller ';
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${or}${items[items.length - 1]}`;
}
