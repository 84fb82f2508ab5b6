import type { BookRecord } from '../catalog/book-record.js';
import { CATALOG_FLAGS, CATEGORY_BY_CATALOG_FLAG } from '../taxonomy/catalog-flags.js';
import type { BookFacts } from './book-facts.js';

/**
 * The severity a catalog "yes" stands for. The catalog records presence only, so a flagged category
 * is taken as Moderate (3): it is flagged for readers whose tolerance is Low or below (the age
 * default under 12) and passes for Moderate and above.
 */
export const CATALOG_YES_SEVERITY = 3;

/** The content facts of a catalog record, one per flag column, for matchBook. */
export const bookFactsFromCatalog = (record: BookRecord, tags: readonly string[] = []): BookFacts => ({
  title: record.title,
  author: record.author,
  tags,
  categories: CATALOG_FLAGS.map((flag) => ({
    category: CATEGORY_BY_CATALOG_FLAG[flag],
    present: record.flags[flag],
    severity: record.flags[flag] ? CATALOG_YES_SEVERITY : 0,
    description: record.examples[flag],
    examples: record.examples[flag] === '' ? [] : [record.examples[flag]],
  })),
});
