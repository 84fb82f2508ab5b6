/**
 * Verdict recount (issue #18, part 1): every starter-catalog book × a fixed set of reader profiles,
 * judged by the old scoring formula (copied below, kept only here) and by today's matchBook; prints
 * how many verdicts (match levels) changed, by old → new level.
 *
 * Run: node_modules/.bin/tsx scripts/verdict-recount.ts
 *
 * The books are read as the server reads them: data/catalog/starter-books.csv and
 * starter-book-details.csv (tags, per-flag severities) as the starter seeder stores them, then
 * toCatalogBook (the adapter's row reading: severities, supernatural/bullying halves).
 *
 * The profiles (7 ages × 4 comfort sets × 3 interest sets = 84 per book):
 * - ages 6, 8, 10, 12, 14, 16 and 35 (an adult);
 * - comfort sets: age defaults; screens romance (sexual content); screens violence; strict
 *   everything (every category answered 0, 'Avoid');
 * - interests: none; every tag of the book itself (the most a shared interest can add); or a fixed
 *   pair a reader might list, mystery and science fiction (shared by some books, not by most).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATALOG_FLAGS,
  CATEGORY_IDS,
  exampleColumn,
  flagColumn,
  matchBook,
  matchLevelForScore,
  parseBookCsv,
  tokenizeCsv,
  effectiveTolerance,
  mergeContentFacts,
  type BookFacts,
  type CategoryId,
  type MatchLevel,
  type ReaderProfile,
} from '../domain/index.js';
import { toCatalogBook } from '../adapters/catalog/catalog-book-row.js';

const dir = join(__dirname, '..', 'data', 'catalog');

/** The matchBook score before issue #18: 80 + bonus (always) − penalty, clamped; level from the score. */
function oldLevel(book: BookFacts, reader: ReaderProfile): MatchLevel {
  const liked = new Set((reader.preferences ?? []).map((t) => t.trim().toLowerCase()));
  const shared = [...new Set((book.tags ?? []).map((t) => t.trim().toLowerCase()))].filter((t) => t !== '' && liked.has(t));
  const bonus = Math.min(20, 5 * shared.length);
  const penalty = mergeContentFacts(book.categories).reduce((sum, f) => {
    const tolerance = effectiveTolerance(reader, f.category);
    return sum + (f.present && f.severity > tolerance ? 10 + 10 * (f.severity - tolerance) : 0);
  }, 0);
  return matchLevelForScore(Math.min(100, Math.max(0, 80 + bonus - penalty)));
}

function starterBooks(): BookFacts[] {
  const parsed = parseBookCsv(readFileSync(join(dir, 'starter-books.csv'), 'utf8'), { strictFlags: true });
  const [header, ...records] = tokenizeCsv(readFileSync(join(dir, 'starter-book-details.csv'), 'utf8')).map((r) => r.fields);
  const at = (name: string) => header.indexOf(name);
  const details = new Map(records.filter((f) => f.length >= header.length).map((f) => [f[at('isbn')] || `${f[at('title')]}|${f[at('author')]}`, f]));
  return parsed.rows.map((b, i) => {
    const d = details.get(b.isbn || `${b.title}|${b.author}`);
    const severity = Object.fromEntries(
      (d?.[at('severity')] ?? '')
        .split('|')
        .filter(Boolean)
        .map((p) => p.split(':'))
        .map(([k, n]): [string, number] => [k.trim(), Number(n)]),
    );
    const row: Record<string, unknown> = {
      id: String(i),
      isbn: b.isbn || null,
      title: b.title,
      author: b.author,
      summary: b.summary,
      source: 'starter',
      updated_at: '',
      tags: (d?.[at('tags')] ?? '')
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean),
      severity,
      example_types: {},
      ...Object.fromEntries(
        CATALOG_FLAGS.flatMap((f): [string, unknown][] => [
          [flagColumn(f), b.flags[f]],
          [exampleColumn(f), b.examples[f]],
        ]),
      ),
    };
    return toCatalogBook(row).facts;
  });
}

const AGES = [6, 8, 10, 12, 14, 16, 35];
const COMFORT: Record<string, Pick<ReaderProfile, 'tolerance' | 'screening'>> = {
  'age defaults': {},
  'screens romance': { screening: ['sexual_content'] },
  'screens violence': { screening: ['violence'] },
  'strict everything': { tolerance: Object.fromEntries(CATEGORY_IDS.map((c) => [c, 0])) },
};

const books = starterBooks();
const changes = new Map<string, number>();
const byComfort = new Map<string, number>();
let total = 0;
let changed = 0;
for (const book of books) {
  for (const age of AGES) {
    for (const [comfort, limits] of Object.entries(COMFORT)) {
      for (const preferences of [[], [...(book.tags ?? [])], ['mystery', 'science_fiction']]) {
        const reader: ReaderProfile = { name: 'Reader', age, preferences, ...limits };
        const [before, after] = [oldLevel(book, reader), matchBook(book, reader).matchLevel];
        total++;
        if (before === after) continue;
        changed++;
        changes.set(`${before} → ${after}`, (changes.get(`${before} → ${after}`) ?? 0) + 1);
        byComfort.set(comfort, (byComfort.get(comfort) ?? 0) + 1);
      }
    }
  }
}
console.log(
  `${books.length} books × ${AGES.length * Object.keys(COMFORT).length * 3} profiles = ${total} verdicts; ${changed} changed (${((100 * changed) / total).toFixed(1)} %)`,
);
for (const [change, n] of [...changes].sort((a, b) => b[1] - a[1])) console.log(`  ${change}: ${n}`);
console.log('by comfort set:');
for (const [comfort, n] of byComfort) console.log(`  ${comfort}: ${n}`);

// the example: a 10-year-old who screens romance, interests all of Twilight's tags (with the
// age defaults, and with every other comfort answer at 5 as in the report)
const twilight = books.find((b) => b.title === 'Twilight');
if (twilight) {
  const relaxed = Object.fromEntries(CATEGORY_IDS.map((c) => [c, 5])) as Record<CategoryId, number>;
  for (const [label, tolerance] of [
    ['age defaults', undefined],
    ['every other answer 5', relaxed],
  ] as const) {
    const reader: ReaderProfile = {
      name: 'Reader',
      age: 10,
      preferences: [...(twilight.tags ?? [])],
      screening: ['sexual_content'],
      ...(tolerance ? { tolerance } : {}),
    };
    const now = matchBook(twilight, reader);
    console.log(
      `Twilight, age 10, screens romance, all its tags as interests, ${label}: ${oldLevel(twilight, reader)} before, ${now.matchLevel} ${now.matchScore} % now`,
    );
  }
}
