/** A calendar date as the sign-up dropdowns give it; month is 1 to 12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The sign-up year list covers this many years back from today. */
export const BIRTH_YEAR_SPAN = 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Reads a Date by its UTC calendar parts, an ISO 'YYYY-MM-DD...' string by its digits. */
function toCalendarDate(date: Date | string | CalendarDate): CalendarDate {
  if (date instanceof Date) return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  if (typeof date !== 'string') return date;
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * Age in whole years on `today`: one less when this year's birthday has not come yet. Someone born
 * on 29 February turns a year older on 1 March in common years. Dates are read in UTC.
 * @example ageFromBirthDate('2010-06-15', new Date('2026-06-14')) // 15
 */
export function ageFromBirthDate(birthDate: Date | string | CalendarDate, today: Date | string | CalendarDate): number {
  const birth = toCalendarDate(birthDate);
  const now = toCalendarDate(today);
  const birthdayPassed = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (birthdayPassed ? 0 : 1);
}

/** The birth-year choices of sign-up: this year and the 99 before it, newest first. */
export const birthYearOptions = (today: Date): number[] => Array.from({ length: BIRTH_YEAR_SPAN }, (_, i) => today.getUTCFullYear() - i);
