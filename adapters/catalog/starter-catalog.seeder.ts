import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CATALOG_FLAGS, exampleColumn, flagColumn, parseBookCsv, tokenizeCsv, type BookRecord } from '../../domain/index.js';
import { inTransaction, sql } from '../persistence/sql.js';

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
      tags: (f[at('tags')] ?? '').split('|').map((t) => t.trim()).filter(Boolean),
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
  const [{ n }] = await sql<{ n: number }>(orm, `select count(*)::int as n from book_content_analysis`);
  if (Number(n) > 0) return 0;
  const parsed = parseBookCsv(readFileSync(join(dir, 'starter-books.csv'), 'utf8'), { strictFlags: true });
  if (parsed.errors.length > 0) throw new Error(`The starter catalog does not parse: ${parsed.errors.slice(0, 3).join('; ')}`);
  const detailsFile = join(dir, 'starter-book-details.csv');
  const details = existsSync(detailsFile) ? readDetails(readFileSync(detailsFile, 'utf8')) : new Map<string, BookDetails>();
  const columns = ['isbn', 'title', 'author', 'summary', 'tags', 'severity', 'age_min', 'age_max', 'series', 'series_volume', 'source', 'ratings_source',
    ...CATALOG_FLAGS.flatMap((f) => [flagColumn(f), exampleColumn(f)])];
  const placeholders = `(${columns.map((c) => (c === 'tags' ? '?::text[]' : c === 'severity' ? '?::jsonb' : '?')).join(', ')})`;
  const values = (b: BookRecord) => {
    const d = details.get(key(b.isbn, b.title, b.author));
    return [
      b.isbn || null, b.title, b.author, b.summary, `{${(d?.tags ?? []).map((t) => `"${t}"`).join(',')}}`, JSON.stringify(d?.severity ?? {}),
      d?.ageMin ?? null, d?.ageMax ?? null, d?.series ?? null, d?.seriesVolume ?? null, 'starter', 'starter',
      ...CATALOG_FLAGS.flatMap((f) => [b.flags[f], b.examples[f]]),
    ];
  };
  await inTransaction(orm, async (run) => {
    const BATCH = 50;
    for (let i = 0; i < parsed.rows.length; i += BATCH) {
      const batch = parsed.rows.slice(i, i + BATCH);
      await run(`insert into book_content_analysis (${columns.join(', ')}) values ${batch.map(() => placeholders).join(', ')} on conflict do nothing`, batch.flatMap(values));
    }
  });
  return parsed.rows.length;
}
