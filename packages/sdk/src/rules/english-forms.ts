import type { DateStyle, WallClock } from './date-format';

/**
 * The product's texts in a language other than Vietnamese ('en': the widgets' other language),
 * written by Intl and in English words: the other side of formatDate, formatSalary, formatVnd,
 * jobCountText and the trust signals, which call them for a locale `isVietnamese` turns down.
 * A module of their own so that a build can bring them only with its English texts: the
 * script-tag widgets load them with their English dictionary (their stand-in,
 * script-tag-english-forms.ts, is null until then, and the Vietnamese forms stand in meanwhile).
 */
export interface EnglishForms {
  /** A wall clock in `locale` ('Mar 9, 2026', '4:05 PM'). */
  date(clock: WallClock, style: Exclude<DateStyle, 'iso'>, locale: string): string;
  /** A salary range, its amounts already checked: null for none ('₫15M – ₫25M', 'From ₫10M', 'Negotiable'). */
  salary(min: number | null, max: number | null, negotiable: boolean, locale: string): string;
  /** An amount of VND in full ('₫15,000,000'). */
  vnd(amount: number, locale: string): string;
  /** A number of jobs ('1 job', '12 jobs'), or "more than" it when `estimated` ('more than 10,000 jobs'). */
  jobCount(total: number, estimated: boolean, locale: string): string;
  /** A response-rate badge: the answered share, then the usual wait if any. */
  responseRate(rate: number, wait: { unit: 'hour' | 'day'; count: number } | null): string;
  /** A post's age ('Posted today', 'Updated 3 days ago'). */
  postAge(updated: boolean, days: number): string;
}

/** Intl's options per style (`iso` never reaches it). */
const INTL_STYLES: Record<Exclude<DateStyle, 'iso'>, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  'date-time': { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
};

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** The words around a salary, which Intl does not provide. */
const SALARY_WORDS = { negotiable: 'Negotiable', from: 'From ', upTo: 'Up to ' };

/** Compact VND amounts from Intl ('₫15M – ₫25M', 'From ₫10M'). */
function intlSalary(min: number | null, max: number | null, locale: string): string {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND', notation: 'compact', maximumFractionDigits: 1 });
  if (min !== null && max !== null) return min === max ? money.format(min) : `${money.format(min)} – ${money.format(max)}`;
  return min !== null ? `${SALARY_WORDS.from}${money.format(min)}` : `${SALARY_WORDS.upTo}${money.format(max!)}`;
}

/** The forms; null only in a build that loads them on demand, until it has them (see above). */
export const ENGLISH_FORMS: EnglishForms | null = {
  date(clock, style, locale) {
    // The clock is already in the right zone, so Intl formats it as UTC: a calendar date never shifts by a day.
    const key = `${locale}|${style}`;
    let format = intlFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...INTL_STYLES[style], timeZone: 'UTC' });
      intlFormats.set(key, format);
    }
    return format.format(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
  },
  salary: (min, max, negotiable, locale) =>
    negotiable || (min === null && max === null) ? SALARY_WORDS.negotiable : intlSalary(min, max, locale),
  vnd: (amount, locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND' }).format(amount),
  jobCount(total, estimated, locale) {
    const noun = new Intl.PluralRules(locale).select(total) === 'one' && !estimated ? 'job' : 'jobs';
    return `${estimated ? 'more than ' : ''}${total.toLocaleString(locale)} ${noun}`;
  },
  responseRate(rate, wait) {
    const share = `Responds to ${rate}%`;
    // English only (the widgets' two languages): no Intl plural rules on the first visit.
    return wait ? `${share} · usually within ${wait.count} ${wait.unit}${wait.count === 1 ? '' : 's'}` : share;
  },
  postAge(updated, days) {
    const when = days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`;
    return `${updated ? 'Updated' : 'Posted'} ${when}`;
  },
};
