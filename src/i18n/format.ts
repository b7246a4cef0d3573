import type { Language } from './messages';
import { getOrCreate } from '../lib/get-or-create';
import {
  plainDate,
  plainDateTime,
  plainNumber,
  plainOrList,
  plainPercent,
  plainRelative,
  plainTime,
  type RelativeUnit,
} from './plain-format';

const locales: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };

// Building an Intl formatter costs far more than using one (a security report of a few hundred
// figures spent most of its render building them), so each is built once per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormatFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return getOrCreate(
    numberFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** A formatter built on first use: a page that shows no dates never pays for a date format. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

const formattersByLanguage = new Map<Language, Formatters>();

/** The formatters of a language, built on first use and shared by every component after that. */
export function formattersFor(language: Language): Formatters {
  return getOrCreate(formattersByLanguage, language, () => createFormatters(language));
}

/**
 * Formatting in the panel's language: `1 249,50 kr` in Swedish. Dates, plain numbers, percentages
 * and relative times are spelled out by `plain-format.ts`, so a page that shows only those never
 * loads Intl's locale data; money, units and anything out of range go through Intl.
 */
function createFormatters(language: Language) {
  const locale = locales[language];
  const dateFormat = once(
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
  );
  const dateTimeFormat = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const parse = (iso: string | null | undefined) => {
    if (!iso) return null;
    const time = Date.parse(iso);
    return Number.isNaN(time) ? null : new Date(time);
  };
  const relativeText = (count: number, unit: RelativeUnit) =>
    plainRelative(count, unit, language) ?? relative().format(count, unit);
  return {
    locale,
    date: (iso: string | null | undefined) => {
      const value = parse(iso);
      return value ? (plainDate(value, language) ?? dateFormat().format(value)) : '—';
    },
    dateTime: (iso: string | null | undefined) => {
      const value = parse(iso);
      return value ? (plainDateTime(value, language) ?? dateTimeFormat().format(value)) : '—';
    },
    time: (iso: string | null | undefined) => {
      const value = parse(iso);
      return value ? plainTime(value) : '—';
    },
    number: (value: number, options: Intl.NumberFormatOptions = {}) => {
      const keys = Object.keys(options);
      const plain = keys.every((key) => key === 'maximumFractionDigits')
        ? plainNumber(value, language, options.maximumFractionDigits)
        : null;
      return plain ?? numberFormatFor(locale, options).format(value);
    },
    percent: (value: number, fractionDigits = 1) =>
      plainPercent(value / 100, language, fractionDigits) ??
      numberFormatFor(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(
        value / 100,
      ),
    money: (amount: number | null | undefined, currencyCode: string) =>
      amount === null || amount === undefined
        ? '—'
        : numberFormatFor(locale, { style: 'currency', currency: currencyCode }).format(amount),
    /** `A, B or C` / `A, B eller C`. */
    orList: (items: readonly string[]) => plainOrList(items, language),
    /** "in 3 days" / "2 hours ago", against `now`. */
    relative: (iso: string | null | undefined, now: number = Date.now()) => {
      const value = parse(iso);
      if (!value) return '—';
      const seconds = Math.round((value.getTime() - now) / 1000);
      const abs = Math.abs(seconds);
      if (abs < 60) return relativeText(seconds, 'second');
      if (abs < 3600) return relativeText(Math.round(seconds / 60), 'minute');
      if (abs < 86400) return relativeText(Math.round(seconds / 3600), 'hour');
      return relativeText(Math.round(seconds / 86400), 'day');
    },
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
