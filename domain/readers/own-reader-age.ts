import { ageFromBirthDate } from '../accounts/age-from-birth-date.js';

/** Where the own profile's age came from: the sign-up birth date, the own quiz, or a default. */
export type OwnAgeSource = 'birth_date' | 'quiz' | 'default';

export interface OwnAgeInput {
  /** The birth date given at sign-up (user metadata `birth_date`, 'YYYY-MM-DD'); null when unknown. */
  readonly birthDate?: unknown;
  /** The age the own quiz stored, if any. */
  readonly quizAge?: unknown;
  readonly today: Date;
  /** The age assumed when neither is known (DEFAULT_OWN_AGE). */
  readonly fallback: number;
}

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The account holder's own age: from the birth date when one is known (it never goes stale), else
 * the own quiz's age, else the fallback. A birth date in the future, or not a calendar day, is
 * treated as unknown.
 * @example ownReaderAge({ birthDate: '1986-11-25', today: new Date('2026-11-25'), fallback: 25 }) // { age: 40, source: 'birth_date' }
 */
export function ownReaderAge(input: OwnAgeInput): { age: number; source: OwnAgeSource } {
  const { birthDate, quizAge, today, fallback } = input;
  if (typeof birthDate === 'string' && ISO_DAY.test(birthDate)) {
    const age = ageFromBirthDate(birthDate, today);
    if (age >= 0) return { age, source: 'birth_date' };
  }
  if (typeof quizAge === 'number' && Number.isFinite(quizAge)) return { age: quizAge, source: 'quiz' };
  return { age: fallback, source: 'default' };
}
