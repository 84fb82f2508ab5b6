import {
  catalogExampleType,
  CATALOG_FLAGS,
  CATEGORY_BY_CATALOG_FLAG,
  CATALOG_YES_SEVERITY,
  CATEGORY_IDS,
  CATALOG_FLAG_BY_CATEGORY,
  clampSeverity,
  isRatingsSource,
  exampleColumn,
  flagColumn,
  refineCategoryByExampleType,
  type BookFacts,
  type CatalogFlag,
  type RatingsProvenance,
} from '../../domain/index.js';
import type { CatalogBook } from '../../application/ports/book-catalog.port.js';

type Row = Record<string, unknown>;

/** Every column the catalog adapter reads. */
export const BOOK_COLUMNS = [
  'id', 'isbn', 'title', 'author', 'summary', 'tags', 'severity', 'example_types', 'age_min', 'age_max', 'series', 'series_volume', 'source', 'updated_at',
  'ratings_source', 'ratings_updated_at', 'ratings_model', 'ratings_unrated',
  ...CATALOG_FLAGS.flatMap((f) => [flagColumn(f), exampleColumn(f)]),
].join(', ');

const json = (v: unknown): Record<string, unknown> => (typeof v === 'string' ? JSON.parse(v) : ((v ?? {}) as Record<string, unknown>));
const intOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v ?? ''));
/** An ISO 8601 instant for the API ('2026-11-25T13:41:42.114Z'), whatever form the driver gave. */
const isoInstant = (v: unknown): string => {
  const ms = v instanceof Date ? v.getTime() : Date.parse(String(v ?? '').replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(ms) ? iso(v) : new Date(ms).toISOString();
};

/** The ratings' provenance of a row; a row read without the ratings columns falls back on its source and updated_at. */
function provenanceOf(r: Row): RatingsProvenance {
  const source = isRatingsSource(r.ratings_source) ? r.ratings_source : isRatingsSource(r.source) && r.source !== 'correction' ? r.source : 'import';
  const model = typeof r.ratings_model === 'string' && r.ratings_model.trim() !== '' ? r.ratings_model : undefined;
  return { source, updated_at: isoInstant(r.ratings_updated_at ?? r.updated_at), ...(model ? { model } : {}) };
}

/**
 * A catalog row as the analysis reads it. Severity model: a "yes" flag takes the row's severity
 * for that flag (1..5, from the starter details or an AI analysis), else 3 (Moderate, the domain's
 * CATALOG_YES_SEVERITY); a "no" is 0. The two coarse flags are pinned to the half of their family
 * that catalogExampleType decides, so matching judges them against the right comfort answer. A
 * flag listed in ratings_unrated gives no fact: its categories are "not rated" (facts.unrated).
 */
export function toCatalogBook(r: Row): CatalogBook {
  const flags = Object.fromEntries(CATALOG_FLAGS.map((f) => [f, r[flagColumn(f)] === true])) as Record<CatalogFlag, boolean>;
  const example = (f: CatalogFlag) => String(r[exampleColumn(f)] ?? '').trim();
  const tags = Array.isArray(r.tags) ? (r.tags as string[]) : [];
  const unrated = new Set(Array.isArray(r.ratings_unrated) ? (r.ratings_unrated as string[]) : []);
  const rated = CATALOG_FLAGS.filter((f) => !unrated.has(f));
  const severityOf = json(r.severity);
  const types = json(r.example_types);
  const severity = (f: CatalogFlag) => (!flags[f] ? 0 : typeof severityOf[f] === 'number' ? clampSeverity(severityOf[f]) : CATALOG_YES_SEVERITY);
  const facts: BookFacts = {
    title: String(r.title),
    author: String(r.author),
    tags,
    ...(unrated.size > 0 ? { unrated: CATEGORY_IDS.filter((id) => unrated.has(CATALOG_FLAG_BY_CATEGORY[id])) } : {}),
    categories: rated.map((flag) => {
      const type = catalogExampleType(flag, { stored: types[flag] as string | undefined, severity: severity(flag), tags, scary: severity('scary_horror') });
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
  const updated = iso(r.updated_at);
  return {
    id: String(r.id),
    isbn: (r.isbn as string | null) ?? null,
    title: facts.title,
    author: facts.author,
    summary: String(r.summary ?? ''),
    facts,
    ageMin: intOrNull(r.age_min),
    ageMax: intOrNull(r.age_max),
    series: (r.series as string | null) ?? null,
    seriesVolume: intOrNull(r.series_volume),
    source: String(r.source ?? 'import'),
    provenance: provenanceOf(r),
    version: updated,
  };
}
