const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The API's lastUpdated ("December 2024", English free text, the same in /api/es/: datagen/API.md) as
 * a date the page can say in its own language; null for any other text, which is then shown as it is.
 * The day is the month's middle, so that no time zone moves it into another month.
 */
export function lastUpdatedMonth(lastUpdated: string): Date | null {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(lastUpdated.trim());
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  return match && month >= 0 ? new Date(Number(match[2]), month, 15) : null;
}
