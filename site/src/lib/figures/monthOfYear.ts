import { date } from '../i18n/messages';

/** The English month names, January first. */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The first day (UTC) of a month the API writes in English ("December 2024", its lastUpdated), so
 * that the page can say it in its own language; null for anything else.
 */
export function monthOfYear(englishMonth: string): number | null {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(englishMonth.trim());
  const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1;
  return match && month >= 0 ? Date.UTC(Number(match[2]), month, 1) : null;
}

/** "December 2024" from the API in the page's language ("diciembre de 2024"); as given when it reads otherwise. */
export function monthInWords(englishMonth: string): string {
  const month = monthOfYear(englishMonth);
  return month === null ? englishMonth : date(month, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
