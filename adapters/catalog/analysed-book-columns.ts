import { CATALOG_FLAG_BY_CATEGORY, CATALOG_FLAGS, clampSeverity, exampleTypeOf, mergeContentFacts, SPLIT_FLAGS, type CatalogFlag } from '../../domain/index.js';
import type { AnalysedBook } from '../../application/ports/book-catalog.port.js';
import type { Insertable } from 'kysely';
import type { Database } from '../persistence/database.js';
import { exampleKey, flagKey } from './catalog-book-row.js';

/** Longest example text kept per flag column. */
const EXAMPLE_MAX = 2000;

/**
 * The catalog columns of an analysed book (source 'ai'). The 20 canonical categories fold onto the
 * 16 flag columns: a flag is "yes" when any of its categories is present, its severity is theirs
 * at most, its example their descriptions; for the split families (supernatural, bullying) the
 * example type of the most severe present half is kept in example_types (a tie keeps the darker).
 */
export function analysedBookColumns(book: AnalysedBook): Insertable<Database['book_content_analysis']> {
  const facts = mergeContentFacts(book.facts.categories);
  const severity: Partial<Record<CatalogFlag, number>> = {};
  const types: Partial<Record<CatalogFlag, string>> = {};
  const flags: Partial<Record<`${CatalogFlag}_flag`, boolean> & Record<`${CatalogFlag}_example`, string>> = {};
  // a flag none of whose categories the answer rates at all stays "not rated", never "no"
  const unrated = CATALOG_FLAGS.filter((flag) => !facts.some((f) => CATALOG_FLAG_BY_CATEGORY[f.category] === flag));
  for (const flag of CATALOG_FLAGS) {
    const family = facts.filter((f) => f.present && CATALOG_FLAG_BY_CATEGORY[f.category] === flag);
    const present = family.length > 0;
    flags[flagKey(flag)] = present;
    flags[exampleKey(flag)] = family
      .map((f) => f.description.trim())
      .filter(Boolean)
      .join(' ')
      .slice(0, EXAMPLE_MAX);
    if (!present) continue;
    severity[flag] = Math.max(...family.map((f) => clampSeverity(f.severity)));
    if (SPLIT_FLAGS[flag]) {
      const worst = [...family].sort((a, b) => b.severity - a.severity || (exampleTypeOf(b.category) === SPLIT_FLAGS[flag]![1] ? 1 : -1))[0];
      const type = exampleTypeOf(worst.category);
      if (type) types[flag] = type;
    }
  }
  return {
    isbn: book.isbn,
    title: book.title.trim(),
    author: book.author.trim(),
    summary: book.summary.trim(),
    tags: [...(book.facts.tags ?? [])],
    severity,
    example_types: types,
    age_min: book.ageMin,
    age_max: book.ageMax,
    series: book.series,
    series_volume: book.seriesVolume,
    source: 'ai',
    ratings_source: 'ai',
    ratings_model: book.model ?? null,
    ratings_unrated: unrated,
    ...flags,
  };
}
