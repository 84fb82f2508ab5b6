import { CATALOG_FLAG_BY_CATEGORY, type BookFacts, type CatalogFlag, type CategoryRating } from '../../domain/index.js';

/**
 * What the catalog holds for one flag column, read from a book's facts (one fact per flag column;
 * the split families are refined to one half, which still maps back to the same column).
 */
export function currentRating(facts: BookFacts, flag: CatalogFlag): CategoryRating {
  const fact = facts.categories.find((f) => CATALOG_FLAG_BY_CATEGORY[f.category] === flag);
  return fact ? { present: fact.present, severity: fact.present ? fact.severity : 0, example: fact.description } : { present: false, severity: 0, example: '' };
}
