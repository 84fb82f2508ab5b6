import { CATALOG_FLAG_BY_CATEGORY, categoryLabel, exampleTypeLabel, exampleTypeOf, type CategoryId } from '../../domain/index.js';
import type { CatalogBook } from '../../application/ports/book-catalog.port.js';
import type { ContentExample } from '../../application/ports/book-intelligence.port.js';

/**
 * The examples behind one category, from the catalog's note. The note is a paraphrase, so it is
 * the description and nothing is quoted: `quote` stays '' and `quoteVerified` false. A category of
 * a split family (supernatural, bullying) finds the note of its catalog column whichever half the
 * client names; the type says which half the catalog rule decided (catalogExampleType).
 */
export function localContentExamples(book: CatalogBook, category: CategoryId): ContentExample[] {
  const column = CATALOG_FLAG_BY_CATEGORY[category];
  const fact = book.facts.categories.find((c) => CATALOG_FLAG_BY_CATEGORY[c.category] === column);
  if (!fact?.present || fact.description.trim() === '') return [];
  const type = exampleTypeOf(fact.category) ?? fact.category;
  const notes = fact.examples && fact.examples.length > 0 ? fact.examples : [fact.description];
  return notes.map((text) => ({
    description: text,
    characters: '',
    quote: '',
    quoteVerified: false,
    location: '',
    type,
    typeLabel: exampleTypeLabel(type),
    context: `${categoryLabel(fact.category)}, level ${fact.severity} of 5 in ShelfCheck's content notes (a paraphrase, not a quotation)`,
  }));
}
