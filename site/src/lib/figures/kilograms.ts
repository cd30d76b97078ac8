import { LOCALE } from '../i18n/lang';
import { defineMessages, text } from '../i18n/messages';

const messages = defineMessages({
  range: { id: 'compounds.range', defaultMessage: '{low}-{high} {unit}' },
  highOnly: { id: 'compounds.highOnly', defaultMessage: '{high} {unit} (high estimate; USGS gives no low one)' },
});

let kgWhole: Intl.NumberFormat | undefined;
let kgTenths: Intl.NumberFormat | undefined;

/** Kilograms as the page prints them: whole from 10 kg ("4,026"), to 0.1 kg below ("0.4"), the file's precision. */
export const formatKg = (kg: number): string =>
  kg >= 10
    ? (kgWhole ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })).format(kg)
    : (kgTenths ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 })).format(kg);

/** "0.4-4,026 kg per year", "0.4 kg per year" when the two agree; null without a high estimate. */
export function rangeInWords(low: number | null, high: number | null, unit: string, format: (value: number) => string): string | null {
  if (high === null) return null;
  if (low === null) return text(messages.highOnly, { high: format(high), unit });
  if (format(low) === format(high)) return `${format(high)} ${unit}`;
  return text(messages.range, { low: format(low), high: format(high), unit });
}
