import type { CategoryId, ContentFact } from '../../../domain/index.js';
import type { CatalogBook } from '../../../application/ports/book-catalog.port.js';
import type { ReaderSnapshot } from '../../../application/ports/reader-directory.port.js';

let next = 0;

/** A catalog book for use-case tests: no flagged content unless `categories` says so. */
export function aBook(
  overrides: Partial<Omit<CatalogBook, 'facts'>> & { categories?: ContentFact[]; tags?: string[]; unrated?: CategoryId[] } = {},
): CatalogBook {
  next += 1;
  const { categories = [], tags = [], unrated, ...rest } = overrides;
  const title = rest.title ?? `Book ${next}`;
  const author = rest.author ?? 'An Author';
  const source = rest.source ?? 'starter';
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    isbn: null,
    summary: `${title} is a story. It has a middle and an end.`,
    ageMin: 8,
    ageMax: 12,
    series: null,
    seriesVolume: null,
    source: 'starter',
    version: '2026-11-22T12:00:00.000Z',
    provenance:
      source === 'ai'
        ? { source: 'ai', updated_at: '2026-11-22T12:00:00.000Z', model: 'test-model' }
        : { source: source === 'import' ? 'import' : 'starter', updated_at: '2026-03-02T12:00:00.000Z' },
    ...rest,
    title,
    author,
    facts: { title, author, categories, tags, ...(unrated ? { unrated } : {}) },
  };
}

/** A present content fact. */
export const fact = (category: ContentFact['category'], severity: number, description = `${category} at level ${severity}.`): ContentFact => ({
  category,
  present: true,
  severity,
  description,
  examples: [description],
});

/** A reader snapshot as the reader directory loads it. */
export const aReader = (overrides: Partial<ReaderSnapshot> = {}): ReaderSnapshot => ({
  id: 'reader-1',
  name: 'Mia',
  age: 8,
  readingLevel: 'Elementary',
  tolerance: { violence: 0 },
  preferences: ['fantasy'],
  screening: [],
  summary: null,
  ...overrides,
});
