import { categoryLabel, exampleTypeLabel, toCategoryId, type CategoryId } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { BookCatalog, CatalogBook } from '../ports/book-catalog.port.js';
import { BOOK_MESSAGES } from './book-messages.js';
import { findCatalogBook } from './find-catalog-book.js';

export interface ContentExample {
  description: string;
  characters: string;
  quote: string;
  quoteVerified: boolean;
  location: string;
  type: string;
  typeLabel: string | null;
  context: string;
}

const SUPERNATURAL: readonly CategoryId[] = ['supernatural_whimsical', 'supernatural_dark'];
const BULLYING: readonly CategoryId[] = ['bullying_constructive', 'bullying_malicious'];

/**
 * The catalog notes only say how intense a category is, so the example type follows the severity:
 * mild magic reads as whimsical fantasy, intense as dark occult; mild conflict with authority as a
 * constructive challenge, intense as malicious disrespect.
 */
function exampleType(category: CategoryId, severity: number): string {
  if (SUPERNATURAL.includes(category)) return severity <= 2 ? 'whimsical_fantasy' : 'dark_occult';
  if (BULLYING.includes(category)) return severity <= 2 ? 'constructive' : 'malicious';
  return category;
}

/**
 * The examples behind one flagged category. Quotes are never invented: the catalog holds
 * paraphrased notes, so `quote` stays empty and `quoteVerified` false.
 */
export class ContentDetailsUseCase {
  constructor(private readonly catalog: BookCatalog) {}

  async execute(cmd: { title: string; author: string; isbn?: string | null; category: string }): Promise<Outcome<{ examples: ContentExample[] }>> {
    const category = toCategoryId(cmd.category);
    if (!category) return failure(new AppError('bad_request', BOOK_MESSAGES.unknownCategory(cmd.category)));
    const book: CatalogBook | null = await findCatalogBook(this.catalog, cmd);
    if (!book) return success({ examples: [] });
    const fact = book.facts.categories.find((c) => c.category === category);
    if (!fact?.present || fact.description.trim() === '') return success({ examples: [] });
    const type = exampleType(category, fact.severity);
    return success({
      examples: (fact.examples && fact.examples.length > 0 ? fact.examples : [fact.description]).map((text) => ({
        description: text,
        characters: '',
        quote: '',
        quoteVerified: false,
        location: '',
        type,
        typeLabel: exampleTypeLabel(type),
        context: `${categoryLabel(category)}, level ${fact.severity} of 5 in ShelfCheck's content notes`,
      })),
    });
  }
}
