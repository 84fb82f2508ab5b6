import { ADMIN_MESSAGES, normalizeIsbn } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { BookIntelligence } from '../ports/book-intelligence.port.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { rederive, repairBook, type BookChange } from './book-repair.js';
import type { AuditLog } from './ports/audit-log.port.js';
import { DuplicateBookError, type CatalogAdmin, type StoredBook } from './ports/catalog-admin.port.js';

export const FIX_MESSAGES = {
  notFound: (isbn: string) => `No book with ISBN ${isbn}`,
  nothingToFix: 'Book data checked: nothing needed fixing.',
  /** Another row already has the normalized ISBN: the two books need a person. */
  duplicate: (isbn: string) => `${ADMIN_MESSAGES.fixFailed}: another book already has ISBN ${isbn}`,
} as const;

export interface BookFixed {
  readonly book: StoredBook;
  readonly changes: BookChange[];
  readonly notes: string[];
  /** 'Book data fixed! Please refresh the book scanner page.' when something changed. */
  readonly message: string;
}

/**
 * Fix book data: finds the book by ISBN, re-derives its title, author, summary and flags through
 * book intelligence (the local intelligence reads them back from the catalog; an AI one may know
 * better), normalizes the row as the import does (book-repair.ts), saves it when anything changed,
 * and reports each change (possibly none) and what it could not decide.
 */
export class FixBookDataUseCase {
  constructor(
    private readonly catalog: CatalogAdmin,
    private readonly intelligence: BookIntelligence,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(command: { isbn: string }, actor: Actor): Promise<Outcome<BookFixed>> {
    const isbn = normalizeIsbn(command.isbn.trim());
    const found = isbn === '' ? null : await this.catalog.findByIsbn(isbn);
    if (!found) return failure(new AppError('not_found', FIX_MESSAGES.notFound(command.isbn.trim())));
    let known;
    try {
      known = await this.intelligence.facts({ id: found.id, title: found.title, author: found.author, isbn: found.isbn || null, summary: found.summary });
    } catch (error) {
      if (error instanceof AppError && error.code === 'upstream_failed') return failure(new AppError('upstream_failed', ADMIN_MESSAGES.fixFailed));
      throw error;
    }
    const { record, changes, notes } = repairBook(found, known ? rederive(found, known) : found);
    if (changes.length === 0) return success({ book: found, changes, notes, message: FIX_MESSAGES.nothingToFix });
    const now = this.clock.now();
    let book: StoredBook;
    try {
      book = await this.catalog.replace(found.id, record, now);
    } catch (error) {
      if (error instanceof DuplicateBookError) return failure(new AppError('conflict', FIX_MESSAGES.duplicate(record.isbn)));
      throw error;
    }
    await this.audit.record({ actorId: actor.id, action: 'books.fixed', target: found.isbn, details: { id: found.id, changes }, at: now });
    return success({ book, changes, notes, message: ADMIN_MESSAGES.fixed });
  }
}
