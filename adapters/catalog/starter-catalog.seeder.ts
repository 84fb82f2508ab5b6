import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CATALOG_FLAGS, parseBookCsv, tokenizeCsv, type BookRecord } from '../../domain/index.js';
import { transaction } from '../persistence/database.js';
import { BookContentEntity } from '../persistence/entities/index.js';
import { exampleKey, flagKey } from './catalog-book-row.js';
import { forgetCatalogVersion } from './versioned-search-cache.js';

interface BookDetails {
  ageMin: number | null;
  ageMax: number | null;
  tags: string[];
  series: string | null;
  seriesVolume: number | null;
  severity: Record<string, number>;
}

/** The repository's data/catalog folder, found from wherever this file runs (source or dist). */
export function starterCatalogDir(from: string = __dirname): string | null {
  let dir = from;
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'data', 'catalog'))) return join(dir, 'data', 'catalog');
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return null;
}

const key = (isbn: string, title: string, author: string) => (isbn ? `isbn:${isbn}` : `ta:${title.toLowerCase()}|${author.toLowerCase()}`);
const intOrNull = (s: string | undefined) => (s && /^\d+$/.test(s.trim()) ? Number(s.trim()) : null);

function readDetails(text: string): Map<string, BookDetails> {
  const [header, ...records] = tokenizeCsv(text).map((r) => r.fields);
  const at = (name: string) => header.indexOf(name);
  const details = new Map<string, BookDetails>();
  for (const f of records) {
    if (f.length < header.length) continue;
    const severity = Object.fromEntries(
      (f[at('severity')] ?? '')
        .split('|')
        .filter(Boolean)
        .map((pair) => pair.split(':'))
        .map(([flag, n]) => [flag.trim(), Number(n)]),
    );
    details.set(key(f[at('isbn')], f[at('title')], f[at('author')]), {
      ageMin: intOrNull(f[at('age_min')]),
      ageMax: intOrNull(f[at('age_max')]),
      tags: (f[at('tags')] ?? '')
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean),
      series: f[at('series')]?.trim() || null,
      seriesVolume: intOrNull(f[at('series_volume')]),
      severity,
    });
  }
  return details;
}

/**
 * Loads the starter catalog on first start, so a new user's first search works. It runs only when
 * the catalog is empty: it never overwrites what admins imported. All rows or none; a second
 * process seeding at the same moment skips the books already there.
 */
export async function seedStarterCatalog(orm: MikroORM, dir: string | null = starterCatalogDir()): Promise<number> {
  if (!dir) return 0;
  if ((await orm.em.fork().count(BookContentEntity)) > 0) return 0;
  const parsed = parseBookCsv(readFileSync(join(dir, 'starter-books.csv'), 'utf8'), { strictFlags: true });
  if (parsed.errors.length > 0) throw new Error(`The starter catalog does not parse: ${parsed.errors.slice(0, 3).join('; ')}`);
  const detailsFile = join(dir, 'starter-book-details.csv');
  const details = existsSync(detailsFile) ? readDetails(readFileSync(detailsFile, 'utf8')) : new Map<string, BookDetails>();
  const values = (b: BookRecord) => {
    const d = details.get(key(b.isbn, b.title, b.author));
    return {
      isbn: b.isbn || null,
      title: b.title,
      author: b.author,
      summary: b.summary,
      tags: d?.tags ?? [],
      severity: d?.severity ?? {},
      age_min: d?.ageMin ?? null,
      age_max: d?.ageMax ?? null,
      series: d?.series ?? null,
      series_volume: d?.seriesVolume ?? null,
      source: 'starter',
      ratings_source: 'starter',
      ...Object.fromEntries(
        CATALOG_FLAGS.flatMap((f): [string, unknown][] => [
          [flagKey(f), b.flags[f]],
          [exampleKey(f), b.examples[f]],
        ]),
      ),
    };
  };
  await transaction(orm, async (_em, tx) => {
    const BATCH = 50;
    for (let i = 0; i < parsed.rows.length; i += BATCH) {
      await tx
        .insertInto('book_content_analysis')
        .values(parsed.rows.slice(i, i + BATCH).map(values))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  forgetCatalogVersion();
  return parsed.rows.length;
}
