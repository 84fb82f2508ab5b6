import { groupDigits } from './group-digits.js';

/**
 * English plural categories, by the platform's own rules (1 → 'one', everything else → 'other').
 * Made on first use, not when the module loads (issue 20, Lighthouse's blocking time); the digits
 * are grouped by groupDigits, not by Intl.NumberFormat (~25 ms to build the first time).
 */
let pluralRules: Intl.PluralRules | undefined;

/**
 * A count with its noun in the right number, digits grouped: the one way every screen and message
 * says "1 book" / "2 books" / "1,000 rows". The plural defaults to the singular plus "s".
 * @example countNoun(1, 'row') // '1 row'
 * @example countNoun(12000, 'book') // '12,000 books'
 * @example countNoun(2, 'copy', 'copies') // '2 copies'
 */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  pluralRules ??= new Intl.PluralRules('en-US');
  return `${groupDigits(count)} ${pluralRules.select(count) === 'one' ? singular : plural}`;
}
