/** English plural categories, by the platform's own rules (1 → 'one', everything else → 'other'). */
const PLURAL = new Intl.PluralRules('en-US');
const NUMBER = new Intl.NumberFormat('en-US');

/**
 * A count with its noun in the right number, digits grouped: the one way every screen and message
 * says "1 book" / "2 books" / "1,000 rows". The plural defaults to the singular plus "s".
 * @example countNoun(1, 'row') // '1 row'
 * @example countNoun(12000, 'book') // '12,000 books'
 * @example countNoun(2, 'copy', 'copies') // '2 copies'
 */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${NUMBER.format(count)} ${PLURAL.select(count) === 'one' ? singular : plural}`;
}
