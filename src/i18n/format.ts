import type { Language } from './messages';
import { revealBidiControls } from '../lib/bidi';
import { getOrCreate } from '../lib/get-or-create';

const locales: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };

/**
 * Building an Intl object costs far more than using one (a security report of a few hundred
 * figures spent most of its render building them), so each is built on first use and kept per
 * language and options.
 */
export function cachedPerLanguage<Options, Made>(make: (locale: string, options: Options) => Made) {
  const made = new Map<string, Made>();
  return (language: Language, options: Options): Made =>
    getOrCreate(made, `${language} ${JSON.stringify(options)}`, () =>
      make(locales[language], options),
    );
}

const numberFormat = cachedPerLanguage(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateFormat = cachedPerLanguage(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const relativeFormat = cachedPerLanguage(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
const listFormat = cachedPerLanguage(
  (locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);
const regionNames = cachedPerLanguage(
  (locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames(locale, options),
);

/** The language's collation for names the user sees in order (Swedish puts Å, Ä, Ö after Z). */
export const collatorFor = cachedPerLanguage(
  (locale, options: Intl.CollatorOptions) => new Intl.Collator(locale, options),
);

/** `Sweden` / `Sverige` for `SE`; the code itself when Intl has no name for it. */
export function regionName(code: string, language: Language): string {
  try {
    return regionNames(language, { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    // Intl throws on strings that are not region subtags at all.
    return code;
  }
}

const shortDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The API gives calendar dates (a due date, a period's bounds, an expiry) as midnight UTC, which
 * a browser west of UTC would write as the day before; such a value is written in UTC. Any other
 * instant is a moment, written in the browser's own time zone.
 */
export const isCalendarDate = (value: Date): boolean => value.getTime() % DAY_MS === 0;
const dateOptionsFor = (value: Date): Intl.DateTimeFormatOptions =>
  isCalendarDate(value) ? { ...shortDate, timeZone: 'UTC' } : shortDate;

const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

// Intl takes any well-formed ISO 4217 code (three letters) and throws a RangeError on anything else.
const ISO_CURRENCY = /^[A-Za-z]{3}$/;
const plainAmount: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** A date or time kept on one line: "1 okt." over "2026" reads as two things. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

const formattersByLanguage = new Map<Language, Formatters>();

/** The formatters of a language, made on first use and shared by every component after that. */
export function formattersFor(language: Language): Formatters {
  return getOrCreate(formattersByLanguage, language, () => createFormatters(language));
}

/** Formatting in the panel's language: `5 sep. 2026`, `42,5`, `1 249,50 kr` in Swedish. */
function createFormatters(language: Language) {
  const formatDate = (options: Intl.DateTimeFormatOptions) => (iso: string | null | undefined) => {
    const value = parse(iso);
    return value ? unbroken(dateFormat(language, options).format(value)) : '—';
  };
  const relativeText = (count: number, unit: Intl.RelativeTimeFormatUnit) =>
    relativeFormat(language, { numeric: 'auto' }).format(count, unit);
  return {
    locale: locales[language],
    /** `5 Sept 2026` / `5 sep. 2026`; a calendar date (midnight UTC) as that date anywhere. */
    date: (iso: string | null | undefined) => {
      const value = parse(iso);
      return value ? unbroken(dateFormat(language, dateOptionsFor(value)).format(value)) : '—';
    },
    /** `5 Sept 2026, 07:03` / `5 sep. 2026 07:03`. */
    dateTime: formatDate({ ...shortDate, ...clock }),
    /** `07:03` in both languages. */
    time: formatDate(clock),
    number: (value: number, options: Intl.NumberFormatOptions = {}) =>
      numberFormat(language, options).format(value),
    /** `12.3%` / `12,3 %` for 12.34, `12%` for 12. */
    percent: (value: number, fractionDigits = 1) =>
      numberFormat(language, { style: 'percent', maximumFractionDigits: fractionDigits }).format(
        value / 100,
      ),
    /** `12.0%` / `12,0 %` for 12: every figure of a column with one decimal, so they line up. */
    percentInColumn: (value: number) =>
      numberFormat(language, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value / 100),
    /** `1 249,50 kr` for SEK; a code Intl cannot take (`kr`, empty) is written before the number. */
    money: (amount: number | null | undefined, currencyCode: string) => {
      if (amount === null || amount === undefined) return '—';
      if (ISO_CURRENCY.test(currencyCode))
        return numberFormat(language, { style: 'currency', currency: currencyCode }).format(amount);
      const figure = numberFormat(language, plainAmount).format(amount);
      const code = revealBidiControls(currencyCode.trim());
      return code === '' ? figure : `${code} ${figure}`;
    },
    /** `A, B or C` / `A, B eller C`. */
    orList: (items: readonly string[]) =>
      listFormat(language, { type: 'disjunction' }).format(items),
    /** `A, B and C` / `A, B och C` in parts, for a list whose items are rendered as elements. */
    andListParts: (items: readonly string[]) =>
      listFormat(language, { type: 'conjunction' }).formatToParts(items),
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
