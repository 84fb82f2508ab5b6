import {
  catalogExampleType,
  CATALOG_FLAGS,
  CATEGORY_BY_CATALOG_FLAG,
  CATALOG_YES_SEVERITY,
  CATEGORY_IDS,
  CATALOG_FLAG_BY_CATEGORY,
  clampSeverity,
  isRatingsSource,
  refineCategoryByExampleType,
  type BookFacts,
  type CatalogFlag,
  type RatingsProvenance,
} from '../../domain/index.js';
import type { CatalogBook } from '../../application/ports/book-catalog.port.js';
import type { Row } from '../persistence/database.js';

/** A catalog row as typed Kysely reads it (the entity's columns). */
export type BookRow = Row<'book_content_analysis'>;

/** A flag's column and its example's column, typed as the entity's. */
export const flagKey = (f: CatalogFlag): `${CatalogFlag}_flag` => `${f}_flag`;
export const exampleKey = (f: CatalogFlag): `${CatalogFlag}_example` => `${f}_example`;

/** Every column the catalog reads (all but created_at). */
export const BOOK_COLUMNS = [
  'id',
  'isbn',
  'title',
  'author',
  'summary',
  'tags',
  'severity',
  'example_types',
  'age_min',
  'age_max',
  'series',
  'series_volume',
  'source',
  'updated_at',
  'ratings_source',
  'ratings_updated_at',
  'ratings_model',
  'ratings_unrated',
  ...CATALOG_FLAGS.flatMap((f) => [flagKey(f), exampleKey(f)]),
] as const satisfies readonly (keyof BookRow)[];

/** The columns a catalog book is made of. */
export type CatalogBookColumns = Pick<BookRow, (typeof BOOK_COLUMNS)[number]>;

/** The ratings' provenance of a row. */
function provenanceOf(r: CatalogBookColumns): RatingsProvenance {
  const source = isRatingsSource(r.ratings_source) ? r.ratings_source : 'import';
  const model = r.ratings_model !== null && r.ratings_model.trim() !== '' ? r.ratings_model : undefined;
  return { source, updated_at: r.ratings_updated_at.toISOString(), ...(model ? { model } : {}) };
}

/**
 * A catalog row as the analysis reads it. Severity model: a "yes" flag takes the row's severity
 * for that flag (1..5, from the starter details or an AI analysis), else 3 (Moderate, the domain's
 * CATALOG_YES_SEVERITY); a "no" is 0. The two coarse flags are pinned to the half of their family
 * that catalogExampleType decides, so matching judges them against the right comfort answer. A
 * flag listed in ratings_unrated gives no fact: its categories are "not rated" (facts.unrated).
 */
export function toCatalogBook(r: CatalogBookColumns): CatalogBook {
  const flags = Object.fromEntries(CATALOG_FLAGS.map((f) => [f, r[flagKey(f)]])) as Record<CatalogFlag, boolean>;
  const example = (f: CatalogFlag) => r[exampleKey(f)].trim();
  const tags = r.tags;
  const unrated = new Set<string>(r.ratings_unrated);
  const rated = CATALOG_FLAGS.filter((f) => !unrated.has(f));
  const severityOf: Partial<Record<string, number>> = r.severity;
  const types: Partial<Record<string, string>> = r.example_types;
  const severity = (f: CatalogFlag) => (!flags[f] ? 0 : typeof severityOf[f] === 'number' ? clampSeverity(severityOf[f]) : CATALOG_YES_SEVERITY);
  const facts: BookFacts = {
    title: r.title,
    author: r.author,
    tags,
    ...(unrated.size > 0 ? { unrated: CATEGORY_IDS.filter((id) => unrated.has(CATALOG_FLAG_BY_CATEGORY[id])) } : {}),
    categories: rated.map((flag) => {
      const type = catalogExampleType(flag, { stored: types[flag], severity: severity(flag), tags, scary: severity('scary_horror') });
      const category = CATEGORY_BY_CATALOG_FLAG[flag];
      return {
        category: type ? refineCategoryByExampleType(category, type) : category,
        present: flags[flag],
        severity: severity(flag),
        description: example(flag),
        examples: example(flag) === '' ? [] : [example(flag)],
      };
    }),
  };
  return {
    id: r.id,
    isbn: r.isbn,
    title: facts.title,
    author: facts.author,
    summary: r.summary,
    facts,
    ageMin: r.age_min,
    ageMax: r.age_max,
    series: r.series,
    seriesVolume: r.series_volume,
    source: r.source,
    provenance: provenanceOf(r),
    version: r.updated_at.toISOString(),
  };
}
