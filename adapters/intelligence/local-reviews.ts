import { CATALOG_NOTES_REVIEWER, CATALOG_NOTES_SOURCE, categoryLabel, preferenceTagLabel } from '../../domain/index.js';
import type { CatalogBook } from '../../application/ports/book-catalog.port.js';
import type { Review } from '../../application/ports/book-intelligence.port.js';

/** Perspective words and the preference tags readers of that perspective look for. */
const FAN_TAGS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/fantasy|magic|dragon/i, ['fantasy', 'alternate_reality']],
  [/myster|detective|puzzle/i, ['mystery', 'suspenseful']],
  [/science|sci-?fi|space/i, ['science_fiction']],
  [/histor/i, ['historical_fiction', 'historical_past']],
  [/romance|love/i, ['romance', 'love_relationships']],
  [/horror|scary/i, ['horror', 'dark_gritty']],
  [/funny|humou?r|reluctant/i, ['light_humorous', 'fast_paced', 'witty_clever']],
  [/advent|action/i, ['fast_paced', 'survival', 'good_vs_evil']],
];
const EDUCATORS = /teach|class|school|librar|educat/i;

const tagList = (tags: readonly string[], n: number) => tags.slice(0, n).map(preferenceTagLabel).join(', ');

/**
 * One review for a perspective, written from what the catalog holds and labelled so: no reader's
 * voice is invented, and the summary (already on the card) is not repeated. The rating follows the perspective: fans of a genre rate by whether the book's
 * tags are theirs (5 or 3); everyone else by the content (5, less one per category at level 4 or 5,
 * at least 1).
 */
export function localReview(book: CatalogBook, perspective: string): Review {
  const present = book.facts.categories.filter((c) => c.present).sort((a, b) => b.severity - a.severity);
  const intense = present.filter((c) => c.severity >= 4);
  const tags = book.facts.tags ?? [];
  const ages = book.ageMin !== null ? `It is usually read from age ${book.ageMin}${book.ageMax ? ` to ${book.ageMax}` : ''}.` : '';
  const content =
    present.length === 0
      ? 'Our notes flag no sensitive content.'
      : `Our notes flag ${present
          .slice(0, 4)
          .map((c) => `${categoryLabel(c.category).toLowerCase()} (level ${c.severity})`)
          .join(', ')}${present.length > 4 ? ' and more' : ''}.`;
  const fans = FAN_TAGS.find(([re]) => re.test(perspective));
  let rating = Math.max(1, 5 - intense.length);
  let angle = `For ${perspective}: ${ages} ${content}`;
  if (fans) {
    const fits = fans[1].some((t) => tags.includes(t));
    rating = fits ? 5 : 3;
    angle = fits
      ? `For ${perspective}: squarely your kind of book (${tagList(tags, 4)}). ${content}`
      : `For ${perspective}: not a typical pick for you; our notes tag it ${tagList(tags, 4) || 'with no genre'}. ${content}`;
  } else if (EDUCATORS.test(perspective)) {
    angle = `For ${perspective}: ${ages} Themes to discuss: ${tagList(tags, 5) || 'not recorded'}. ${content}`;
  }
  return { source: CATALOG_NOTES_SOURCE, rating, text: angle.replace(/\s+/g, ' ').trim(), reviewer: CATALOG_NOTES_REVIEWER };
}
