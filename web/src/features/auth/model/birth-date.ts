/** Birth date as picked in the three dropdowns; empty strings until chosen. */
export interface BirthDateParts {
  month: string;
  day: string;
  year: string;
}

export const EMPTY_BIRTH_DATE: BirthDateParts = { month: '', day: '', year: '' };

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Days in a month (1-12); February of a year not yet chosen allows the 29th. */
export function daysInMonth(month: number, year: number | null): number {
  if (!month) return 31;
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` once all three parts are chosen and form a real date, else null. */
export function toIsoDate(parts: BirthDateParts): string | null {
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (!year || !month || !day || day > daysInMonth(month, year)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
