import { ANALYSIS_CATEGORIES, CATEGORY_BY_ANALYSIS_CATEGORY } from './analysis-categories.js';
import { CATALOG_FLAGS, CATEGORY_BY_CATALOG_FLAG } from './catalog-flags.js';
import { CATEGORY_IDS, CATEGORY_LABELS, type CategoryId } from './content-categories.js';
import { CATEGORY_BY_SCREENING_KEY, SCREENING_KEYS } from './screening-keys.js';

/** Every term of every vocabulary, lower-cased, with its canonical category. */
const BY_TERM: ReadonlyMap<string, CategoryId> = new Map<string, CategoryId>([
  ...ANALYSIS_CATEGORIES.map((label) => [label.toLowerCase(), CATEGORY_BY_ANALYSIS_CATEGORY[label]] as const),
  ...SCREENING_KEYS.map((key) => [key, CATEGORY_BY_SCREENING_KEY[key]] as const),
  ...CATALOG_FLAGS.map((flag) => [flag, CATEGORY_BY_CATALOG_FLAG[flag]] as const),
  ...CATEGORY_IDS.map((id) => [CATEGORY_LABELS[id].toLowerCase(), id] as const),
  ...CATEGORY_IDS.map((id) => [id, id] as const),
]);

/**
 * The canonical category of a term from any of the four vocabularies (canonical / quiz id, catalog
 * flag, screening key, analysis label) or a canonical label, ignoring case and surrounding spaces;
 * spaces or hyphens may stand for underscores ('sexual content'). Null when unknown.
 * @example toCategoryId('Substance Abuse') // 'drugs_alcohol'
 */
export const toCategoryId = (term: string): CategoryId | null => {
  const key = term.trim().toLowerCase();
  return BY_TERM.get(key) ?? BY_TERM.get(key.replace(/[\s-]+/g, '_')) ?? null;
};
