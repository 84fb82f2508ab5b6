import type { MikroORM } from '@mikro-orm/postgresql';
import { matchBook, readerProfileFromStored } from '../../domain/index.js';
import type { ProfileSummaryWriter, SummaryRequest } from '../../application/ports/profile-summary-writer.port.js';
import { sql } from 'kysely';
import { db } from '../persistence/database.js';
import { BOOK_COLUMNS, toCatalogBook } from '../catalog/catalog-book-row.js';
import { composeLocalSummary, SUGGESTIONS_WANTED, type Suggestion } from './local-summary-text.js';

/** How many catalog books are judged for one summary (those sharing the most tags come first). */
const CANDIDATES = 80;
/** The catalog's ages run 0 to 18 (data/catalog/README.md): 18 means "and older", so adults meet the oldest bands. */
const CATALOG_TOP_AGE = 18;
/** A book may be this many years "young" for the reader and still be suggested... */
const YOUNGER_SLACK = 2;
/** ...but it ranks this many points lower per year, so books made for the reader's age come first. */
const YOUNGER_PENALTY = 6;

/**
 * The summary written by rules, with no AI: deterministic text from the quiz, and catalog books
 * (book_content_analysis) that fit the reader's age, share their tags and raise no alert for their
 * comfort levels, judged by the domain's matchBook. Catalog rows are read as the catalog reads them
 * (toCatalogBook: one mapping of a row to facts for the whole app).
 */
export class LocalProfileSummaryWriter implements ProfileSummaryWriter {
  readonly source = 'local' as const;

  constructor(private readonly orm: MikroORM) {}

  async write(request: SummaryRequest): Promise<string> {
    const [picks, catalogHasBooks] = await Promise.all([this.suggest(request), this.catalogHasBooks()]);
    return composeLocalSummary(request, picks, catalogHasBooks);
  }

  private async catalogHasBooks(): Promise<boolean> {
    return (await db(this.orm).selectFrom('book_content_analysis').select('id').limit(1).execute()).length > 0;
  }

  private async suggest(request: SummaryRequest): Promise<Suggestion[]> {
    const q = request.quizData;
    const age = Math.max(0, Math.floor(request.age));
    const profile = readerProfileFromStored({ name: request.name, age: request.age, quiz_data: q, content_tolerance: q.content_tolerance });
    const rows = await db(this.orm)
      .selectFrom('book_content_analysis')
      .select(BOOK_COLUMNS)
      .where(
        sql<boolean>`(age_min is null or age_min <= ${age}::int) and (age_max is null or age_max + ${YOUNGER_SLACK}::int >= least(${age}::int, ${CATALOG_TOP_AGE}::int))`,
      )
      .orderBy(
        sql`cardinality(array(select unnest(tags) intersect select jsonb_array_elements_text(${JSON.stringify(profile.preferences ?? [])}::jsonb)))`,
        'desc',
      )
      .orderBy('title', 'asc')
      .limit(CANDIDATES)
      .execute();
    const mentioned = [q.loved_books, request.booksLiked, request.booksDisliked]
      .filter((t): t is string => typeof t === 'string')
      .join('\n')
      .toLowerCase();
    const preferences = new Set(profile.preferences ?? []);
    return rows
      .map(toCatalogBook)
      .filter((book) => !mentions(mentioned, book.title))
      .map((book) => ({ book, match: matchBook(book.facts, profile) }))
      .filter(({ match }) => match.parentAlerts.length === 0)
      .map(({ book, match }) => ({
        book,
        rank: match.matchScore - YOUNGER_PENALTY * Math.max(0, Math.min(age, CATALOG_TOP_AGE) - (book.ageMax ?? CATALOG_TOP_AGE)),
      }))
      .sort((a, b) => b.rank - a.rank || a.book.title.localeCompare(b.book.title))
      .slice(0, SUGGESTIONS_WANTED.preferred)
      .map(({ book }) => ({ title: book.title, author: book.author, shared: (book.facts.tags ?? []).filter((t) => preferences.has(t)) }));
  }
}

/** True when the reader's own words name the title as a whole phrase (so 'Holes' is not found in 'wholesome'). */
function mentions(text: string, title: string): boolean {
  const escaped = title.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
}
