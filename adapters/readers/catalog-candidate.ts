import { bookFactsFromCatalog, CATALOG_FLAGS, CATEGORY_BY_CATALOG_FLAG, clampSeverity, exampleColumn, flagColumn, type BookFacts, type BookRecord, type CatalogFlag } from '../../domain/index.js';
import type { Row } from './row-values.js';

/** A catalog book as the local summary writer weighs it. */
export interface CatalogCandidate {
  readonly title: string;
  readonly author: string;
  readonly ageMax: number | null;
  readonly facts: BookFacts;
}

const json = (v: unknown): Record<string, unknown> => (typeof v === 'string' ? JSON.parse(v) : ((v ?? {}) as Record<string, unknown>));

/**
 * A book_content_analysis row (see the migrations) as domain facts: the domain's reading of the
 * flags, with the row's finer severity (1..5) where it has one. Read here rather than through the
 * catalog adapter so this writer depends on the table and the domain only.
 */
export function toCatalogCandidate(r: Row): CatalogCandidate {
  const record: BookRecord = {
    isbn: String(r.isbn ?? ''),
    title: String(r.title),
    author: String(r.author),
    summary: String(r.summary ?? ''),
    flags: Object.fromEntries(CATALOG_FLAGS.map((f) => [f, r[flagColumn(f)] === true])) as Record<CatalogFlag, boolean>,
    examples: Object.fromEntries(CATALOG_FLAGS.map((f) => [f, String(r[exampleColumn(f)] ?? '')])) as Record<CatalogFlag, string>,
  };
  const tags = Array.isArray(r.tags) ? (r.tags as unknown[]).filter((t): t is string => typeof t === 'string') : [];
  const severity = json(r.severity);
  const base = bookFactsFromCatalog(record, tags);
  const flagOf = new Map(CATALOG_FLAGS.map((f) => [CATEGORY_BY_CATALOG_FLAG[f], f]));
  const categories = base.categories.map((fact) => {
    const known = severity[flagOf.get(fact.category) ?? ''];
    return fact.present && typeof known === 'number' ? { ...fact, severity: clampSeverity(known) } : fact;
  });
  return { title: record.title, author: record.author, ageMax: r.age_max === null || r.age_max === undefined ? null : Number(r.age_max), facts: { ...base, categories } };
}
