import { verdictWords, type MatchLevel } from '../../domain/index.js';
import type { SearchBooksUseCase } from '../books/search-books.use-case.js';
import type { Actor } from '../ports/actor.js';
import { success, type Outcome } from '../shared/app-error.js';
import type { SharedLinkGate, SharedRequest } from './shared-link-gate.js';

/** A search result on a shared card: the book and its verdict for that reader. */
export interface SharedSearchHit {
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  readonly match_level: MatchLevel;
  readonly match_score: number;
  readonly verdict: string;
  /** The categories above the reader's comfort levels, with their labels. */
  readonly conflicts: readonly { category: string; label: string }[];
}

/**
 * GET /api/share/:token/books/search?q=: the catalog search the parent uses (SearchBooksUseCase,
 * with the link's reader and every match shown: a visitor must see "Not a fit" rather than
 * nothing), so a verdict here is the parent's verdict for the same book and reader. Catalog only:
 * no AI call, no scan quota, nothing recorded.
 */
export class SearchSharedCardUseCase {
  constructor(
    private readonly gate: SharedLinkGate,
    private readonly search: SearchBooksUseCase,
  ) {}

  async execute(request: SharedRequest & { q?: string | null }): Promise<Outcome<SharedSearchHit[]>> {
    const opened = await this.gate.open(request);
    if (!opened.ok) return opened;
    const { link, user_id } = opened.value;
    // the search loads the reader through the owner's directory; this actor carries only the owner's id
    const owner: Actor = { id: user_id, email: '', isAdmin: false, sessionId: '' };
    const answer = await this.search.execute({ q: request.q, readerId: link.member_id, showAll: true }, owner);
    if (!answer.ok) return answer;
    return success(
      answer.value.hits.flatMap(({ title, author, isbn, fit }) =>
        fit
          ? [
              {
                title,
                author,
                isbn,
                match_level: fit.match_level,
                match_score: fit.match_score,
                verdict: verdictWords(fit.match_level),
                conflicts: fit.conflicts.map(({ category, label }) => ({ category, label })),
              },
            ]
          : [],
      ),
    );
  }
}
