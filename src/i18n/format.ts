import type { Language } from './messages';

const locales: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };

export function localeOf(language: Language): string {
  return locales[language];
}

/** Formatting through Intl in the panel's language: `1 249,50 kr` in Swedish. */
export function createFormatters(language: Language) {
  const locale = locales[language];
  const dateFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  // Building an Intl.NumberFormat costs far more than formatting with one, and tables format a
  // number per row (TTLs of thousands of DNS records), so each set of options is built once.
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      numberFormats.set(key, format);
    }
    return format;
  };
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const parse = (iso: string | null | undefined) => {
    if (!iso) return null;
    const time = Date.parse(iso);
    return Number.isNaN(time) ? null : new Date(time);
  };
  return {
    locale,
    date: (iso: string | null | undefined) => {
      const value = parse(iso);
      return value ? dateFormat.format(value) : '—';
    },
    dateTime: (iso: string | null | undefined) => {
      const value = parse(iso);
      return value ? dateTimeFormat.format(value) : '—';
    },
    time: (iso: string | null | undefined) => {
      const value = parse(iso);
      return value ? timeFormat.format(value) : '—';
    },
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(options).format(value),
    percent: (value: number, fractionDigits = 1) => numberFormat({ style: 'percent', maximumFractionDigits: fractionDigits }).format(value / 100),
    money: (amount: number | null | undefined, currencyCode: string) =>
      amount === null || amount === undefined
        ? '—'
        : numberFormat({ style: 'currency', currency: currencyCode }).format(amount),
    /** "in 3 days" / "2 hours ago", against `now`. */
    relative: (iso: string | null | undefined, now: number = Date.now()) => {
      const value = parse(iso);
      if (!value) return '—';
      const seconds = Math.round((value.getTime() - now) / 1000);
      const abs = Math.abs(seconds);
      if (abs < 60) return relative.format(seconds, 'second');
      if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
      if (abs < 86400) return relative.format(Math.round(seconds / 3600), 'hour');
      return relative.format(Math.round(seconds / 86400), 'day');
    },
  };
}

export type Formatters = ReturnType<typeof createFormatters>;
