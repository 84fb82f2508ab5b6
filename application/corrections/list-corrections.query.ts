import { CATALOG_FLAG_BY_CATEGORY, proposedRating, type CategoryRating, type CorrectionStatus } from '../../domain/index.js';
import type { BookCatalog } from '../ports/book-catalog.port.js';
import { currentRating } from './current-rating.js';
import type { CorrectionStore, QueuedCorrection } from './ports/correction-store.port.js';

/** A queued correction with the category's rating now and the one the report proposes (null when the book is gone). */
export interface CorrectionView extends QueuedCorrection {
  readonly current: CategoryRating | null;
  readonly proposed: CategoryRating | null;
}

/**
 * The admin queue: corrections newest first, each with the catalog's current rating of its
 * category (read now, so two reports on one book show the same current value) and the proposal.
 */
export class ListCorrectionsQuery {
  constructor(
    private readonly store: CorrectionStore,
    private readonly books: Pick<BookCatalog, 'get'>,
  ) {}

  async execute(status: CorrectionStatus | null, limit: number): Promise<CorrectionView[]> {
    const rows = await this.store.list(status, limit);
    const ids = [...new Set(rows.map((r) => r.book_id).filter((id): id is string => id !== null))];
    const books = new Map((await Promise.all(ids.map((id) => this.books.get(id)))).filter((b) => b !== null).map((b) => [b.id, b]));
    return rows.map((row) => {
      const book = row.book_id ? books.get(row.book_id) : undefined;
      if (!book) return { ...row, current: null, proposed: null };
      const current = currentRating(book.facts, CATALOG_FLAG_BY_CATEGORY[row.category]);
      return { ...row, current, proposed: { ...proposedRating(row.kind, current), severity: row.proposed_severity, present: row.proposed_severity > 0 } };
    });
  }
}
