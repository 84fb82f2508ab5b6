import { discoveryOrder, identifyBook, isTitleOf, parseIsbn, readerFit, sanitizeText, type ReaderFit } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { BookCatalog, CatalogFactsHit } from '../ports/book-catalog.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import { BOOK_MESSAGES, SEARCH_MAX } from './book-messages.js';
import { profileOf } from './reader-profile.js';

/** A result's fit for the selected reader, as GET /api/books/search answers it (snake_case, like its query). */
export interface SearchHitFit {
  readonly match_level: ReaderFit['matchLevel'];
  readonly match_score: number;
  /** The categories above the reader's comfort level; zero_tolerance marks why a book is hidden by default. */
  readonly conflicts: { category: string; label: string; zero_tolerance: boolean }[];
  readonly exceeds_zero_tolerance: boolean;
}

export interface SearchHit {
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  /** 0..1; 1 for an exact ISBN. */
  readonly score: number;
  /** Only with a reader. */
  readonly fit?: SearchHitFit;
  /** Only with a reader, on the first result when it is the book the query typed: shown whatever its fit. */
  readonly typed?: true;
}

export interface SearchAnswer {
  readonly hits: SearchHit[];
  /** With a reader: how many matches were left out for their zero-tolerance categories (0 with showAll; never the typed book); null without one. */
  readonly hiddenCount: number | null;
}

export interface SearchBooksCommand {
  readonly q?: string | null;
  /** A family member's id or 'self': results filtered and ranked for that reader. */
  readonly readerId?: string | null;
  /** With a reader: keep the books above a zero-tolerance category (each still carries its fit). */
  readonly showAll?: boolean;
}

/** How many matches a search answers. */
export const SEARCH_LIMIT = 10;

const fitView = (fit: ReaderFit): SearchHitFit => ({
  match_level: fit.matchLevel,
  match_score: fit.matchScore,
  conflicts: fit.conflicts.map((c) => ({ category: c.category, label: c.label, zero_tolerance: c.zeroTolerance })),
  exceeds_zero_tolerance: fit.exceedsZeroTolerance,
});

/**
 * GET /api/books/search: catalog matches, best first. The query is checked like any free text
 * (required, at most 300 characters, nothing dangerous). A search records nothing and takes no scan.
 *
 * With a reader (loaded on the server; another account's is not found): the same ten matches,
 * judged by the domain on the facts the search query read with them (no read per book, no AI),
 * those above a category the reader holds at zero tolerance left out unless `showAll`, and the
 * better fit first among equally relevant matches (the domain's discoveryOrder). The book the
 * query typed (the domain's identification rule: the one it resolves to, else the best match whose
 * title the query is) is never hidden: it comes first with its fit, and only the other results are
 * filtered and counted.
 */
export class SearchBooksUseCase {
  constructor(
    private readonly catalog: BookCatalog,
    private readonly readers: ReaderDirectory | null = null,
  ) {}

  async execute(cmd: SearchBooksCommand, actor?: Actor): Promise<Outcome<SearchAnswer>> {
    const text = sanitizeText(cmd.q, { required: true, maxLength: SEARCH_MAX });
    if (!text.ok) return failure(AppError.validation(text.errors));
    if (cmd.readerId === undefined || cmd.readerId === null) {
      const hits = await this.catalog.search(text.value, SEARCH_LIMIT);
      return success({ hits: hits.map(({ title, author, isbn, score }) => ({ title, author, isbn, score })), hiddenCount: null });
    }
    const reader = actor && this.readers ? await this.readers.find(actor.id, cmd.readerId) : null;
    if (!reader) return failure(new AppError('not_found', BOOK_MESSAGES.noReader));
    const profile = profileOf(reader);
    const hits = await this.catalog.searchWithFacts(text.value, SEARCH_LIMIT);
    const typed = typedBook(text.value, hits);
    const list = discoveryOrder(
      hits.filter((hit) => hit !== typed).map((hit) => ({ item: hit, relevance: hit.score, fit: readerFit(hit.facts, profile) })),
      { limit: typed ? SEARCH_LIMIT - 1 : SEARCH_LIMIT, showAll: cmd.showAll === true },
    );
    const view = ({ title, author, isbn, score }: CatalogFactsHit, fit: ReaderFit): SearchHit => ({ title, author, isbn, score, fit: fitView(fit) });
    return success({
      hits: [
        ...(typed ? [{ ...view(typed, readerFit(typed.facts, profile)), typed: true as const }] : []),
        ...list.shown.map(({ item, fit }) => view(item, fit)),
      ],
      hiddenCount: list.hidden.length,
    });
  }
}

/** The result the query names: an ISBN's book, the book it resolves to by title, else the best match it is the title of. */
function typedBook(query: string, hits: readonly CatalogFactsHit[]): CatalogFactsHit | null {
  if (parseIsbn(query).ok) return hits.find((hit) => hit.score === 1) ?? null;
  const found = identifyBook(query, hits);
  if (found.kind === 'one') return found.book;
  return hits.find((hit) => isTitleOf(query, hit)) ?? null;
}
