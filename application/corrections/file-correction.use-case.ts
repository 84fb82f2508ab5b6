import { CATALOG_FLAG_BY_CATEGORY, CORRECTION_MESSAGES, proposedSeverity, validateCorrection } from '../../domain/index.js';
import { rateLimited } from '../accounts/rate-limited.js';
import type { Actor } from '../ports/actor.js';
import type { BookCatalog } from '../ports/book-catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { CORRECTION_FORM, CORRECTION_RATE_POLICY } from './correction-policy.js';
import { currentRating } from './current-rating.js';
import type { Correction, CorrectionStore } from './ports/correction-store.port.js';

export interface FileCorrectionCommand {
  readonly title: string;
  readonly author: string;
  readonly isbn?: string | null;
  readonly category: string;
  readonly kind: string;
  readonly note?: string | null;
}

/** The catalog look-ups a report needs. */
export type CorrectionBooks = Pick<BookCatalog, 'findByIsbn' | 'findByTitleAuthor'>;

/**
 * 'Report a problem' on a content consideration: the domain checks the report, the book must be in
 * the catalog (a rating that is not there cannot be corrected), the account may file 10 an hour,
 * and the correction is stored open with the severity its kind proposes from the current rating.
 */
export class FileCorrectionUseCase {
  constructor(
    private readonly store: CorrectionStore,
    private readonly books: CorrectionBooks,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: FileCorrectionCommand, actor: Actor): Promise<Outcome<Correction>> {
    const checked = validateCorrection(cmd);
    if (!checked.ok) return failure(AppError.validation(checked.errors));
    const isbn = cmd.isbn?.trim() ?? '';
    const book = (isbn !== '' ? await this.books.findByIsbn(isbn) : null) ?? (await this.books.findByTitleAuthor(cmd.title ?? '', cmd.author ?? ''));
    if (!book) return failure(new AppError('not_found', CORRECTION_MESSAGES.bookNotFound));
    const decision = await this.limiter.hit(CORRECTION_RATE_POLICY, actor.id);
    if (!decision.allowed) return failure(rateLimited(CORRECTION_FORM, decision));
    const { kind, category, note } = checked.value;
    const current = currentRating(book.facts, CATALOG_FLAG_BY_CATEGORY[category]);
    const stored = await this.store.insert(
      {
        user_id: actor.id,
        book_id: book.id,
        isbn: book.isbn,
        title: book.title,
        author: book.author,
        category,
        kind,
        note,
        proposed_severity: proposedSeverity(kind, current.severity),
      },
      this.clock.now(),
    );
    return success(stored);
  }
}
