import { categoryLabel, firstSentence } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { BookCatalog, CatalogBook } from '../ports/book-catalog.port.js';
import { findCatalogBook } from './find-catalog-book.js';

export interface Review {
  source: string;
  rating: number;
  text: string;
  reviewer: string;
}

const SOURCE = 'ShelfCheck content notes';
const REVIEWER = 'ShelfCheck (written from our catalog notes, not a reader review)';

/** Perspective words and the preference tags readers of that perspective look for. */
const FAN_TAGS: ReadonlyArray<[RegExp, string[]]> = [
  [/fantasy|magic|dragon/i, ['fantasy', 'alternate_reality']],
  [/myster|detective|puzzle/i, ['mystery', 'suspenseful']],
  [/science|sci-?fi|space/i, ['science_fiction']],
  [/histor/i, ['historical_fiction', 'historical_past']],
  [/romance|love/i, ['romance', 'love_relationships']],
  [/horror|scary/i, ['horror', 'dark_gritty']],
  [/funny|humou?r|reluctant/i, ['light_humorous', 'fast_paced', 'witty_clever']],
];

/**
 * Reviews for a perspective. Without an AI provider we do not invent readers' voices: the one
 * review is written from the catalog's notes for that perspective and labelled as such; a book
 * the catalog does not hold gets none.
 */
export class BookReviewsUseCase {
  constructor(private readonly catalog: BookCatalog) {}

  async execute(cmd: { title: string; author: string; perspective: string }): Promise<Outcome<{ reviews: Review[] }>> {
    const perspective = cmd.perspective.trim();
    if (perspective === '') return failure(AppError.validation(['This field is required']));
    const book = await findCatalogBook(this.catalog, cmd);
    if (!book) return success({ reviews: [] });
    return success({ reviews: [this.review(book, perspective)] });
  }

  private review(book: CatalogBook, perspective: string): Review {
    const present = book.facts.categories.filter((c) => c.present).sort((a, b) => b.severity - a.severity);
    const intense = present.filter((c) => c.severity >= 4);
    const ages = book.ageMin !== null ? `It is usually read from age ${book.ageMin}${book.ageMax ? ` to ${book.ageMax}` : ''}.` : '';
    const content = present.length === 0
      ? 'Our notes flag no sensitive content.'
      : `Our notes flag ${present.slice(0, 4).map((c) => `${categoryLabel(c.category).toLowerCase()} (level ${c.severity})`).join(', ')}${present.length > 4 ? ' and more' : ''}.`;
    const fans = FAN_TAGS.find(([re]) => re.test(perspective));
    const tags = book.facts.tags ?? [];
    let rating = Math.max(1, 5 - intense.length);
    let angle = `For ${perspective}: ${content}`;
    if (fans) {
      const fits = fans[1].some((t) => tags.includes(t));
      rating = fits ? 5 : 3;
      angle = fits ? `For ${perspective}: this is squarely the kind of book you enjoy. ${content}` : `For ${perspective}: not a typical pick for you; our notes tag it ${tags.slice(0, 4).join(', ').replaceAll('_', ' ')}.`;
    } else if (/teach|class|school|librar/i.test(perspective)) {
      angle = `For ${perspective}: ${ages} Themes to discuss: ${tags.slice(0, 5).join(', ').replaceAll('_', ' ') || 'not recorded'}. ${content}`;
    }
    return { source: SOURCE, rating, text: `${firstSentence(book.summary)} ${angle}`.trim(), reviewer: REVIEWER };
  }
}
