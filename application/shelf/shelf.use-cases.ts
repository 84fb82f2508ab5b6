import { admitToShelf, parseIsbn, readerFit, SHELF_MESSAGES, shelfOrder, shelfReaders, type ShelfBook } from '../../domain/index.js';
import { BOOK_MESSAGES } from '../books/book-messages.js';
import { profileOf } from '../books/reader-profile.js';
import type { Actor } from '../ports/actor.js';
import type { BookCatalog } from '../ports/book-catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReaderDirectory, ReaderSnapshot } from '../ports/reader-directory.port.js';
import type { ScanQuota } from '../ports/scan-quota.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ShelfStore, StoredShelfBook, StoredShelfSession, StoredShelfVerdict } from './shelf-store.port.js';

/** How many sessions the history lists. */
export const SHELF_HISTORY_LIMIT = 20;

export interface ShelfSessionView extends StoredShelfSession {
  readonly readers: { id: string; name: string }[];
  /** Best first for `order_for` (a reader's id, or null: every reader side by side). */
  readonly books: StoredShelfBook[];
  readonly order_for: string | null;
}

const asDomain = (book: StoredShelfBook): ShelfBook & { row: StoredShelfBook } => ({
  row: book,
  isbn: book.isbn,
  inCatalog: book.in_catalog,
  addedAt: book.added_at,
  verdicts: book.verdicts.map((v) => ({ readerId: v.reader_id, matchLevel: v.match_level, matchScore: v.match_score })),
});

/**
 * Shelf mode (issue 25 part 4): one session per trip to a shelf. Each scanned ISBN is looked up in
 * the catalog once and judged for every reader of the session by the same rule as search and
 * analysis (the domain's readerFit on the catalog's facts): no AI, so a verdict keeps up with a
 * hand. A new catalog book takes one scan from the free allowance, like any scan; a book already on
 * the shelf, or one the catalog does not hold (nothing is analysed), takes none.
 */
export class ShelfSessions {
  constructor(
    private readonly store: ShelfStore,
    private readonly catalog: BookCatalog,
    private readonly readers: ReaderDirectory,
    private readonly quota: ScanQuota,
    private readonly clock: Clock,
  ) {}

  async start(readerIds: readonly string[], actor: Actor): Promise<Outcome<ShelfSessionView>> {
    const ids = shelfReaders(readerIds);
    if (!ids.ok) return failure(AppError.validation([ids.message]));
    const loaded = await this.load(ids.value, actor);
    if (!loaded.ok) return loaded;
    const session = await this.store.create(actor.id, ids.value, this.clock.now());
    return success(this.view(session, loaded.value, [], null));
  }

  async get(sessionId: string, orderFor: string | null, actor: Actor): Promise<Outcome<ShelfSessionView>> {
    const session = await this.store.find(actor.id, sessionId);
    if (!session) return failure(new AppError('not_found', SHELF_MESSAGES.notFound));
    const readers = await this.namesOf(session, actor);
    const order = orderFor !== null && session.reader_ids.includes(orderFor) ? orderFor : null;
    return success(this.view(session, readers, await this.store.books(session.id), order));
  }

  async list(actor: Actor) {
    const sessions = await this.store.list(actor.id, SHELF_HISTORY_LIMIT);
    return Promise.all(sessions.map(async (s) => ({ ...s, readers: await this.namesOf(s, actor) })));
  }

  async add(sessionId: string, isbnText: unknown, actor: Actor): Promise<Outcome<{ book: StoredShelfBook; created: boolean }>> {
    const parsed = parseIsbn(typeof isbnText === 'string' ? isbnText : '');
    if (!parsed.ok) return failure(AppError.validation([SHELF_MESSAGES.badIsbn]));
    const isbn = parsed.value;
    const session = await this.store.find(actor.id, sessionId);
    if (!session) return failure(new AppError('not_found', SHELF_MESSAGES.notFound));
    if (session.ended_at !== null) return failure(new AppError('conflict', SHELF_MESSAGES.ended));
    const books = await this.store.books(session.id);
    const admission = admitToShelf(books, isbn);
    if (admission.kind === 'duplicate') return success({ book: books.find((b) => b.isbn === isbn)!, created: false });
    if (admission.kind === 'full') return failure(new AppError('limit_reached', admission.message));

    const found = (await this.catalog.searchWithFacts(isbn, 1)).find((hit) => hit.score === 1) ?? null;
    if (!found) return success(await this.store.addBook(session.id, { isbn, title: null, author: null, in_catalog: false, verdicts: [] }, this.clock.now()));
    const loaded = await this.load(session.reader_ids, actor);
    if (!loaded.ok) return loaded;
    const taken = await this.quota.tryConsume(actor.id);
    if (!taken.allowed) return failure(new AppError('payment_required', BOOK_MESSAGES.quotaUsed(taken.limit ?? 0)));
    try {
      const verdicts: StoredShelfVerdict[] = loaded.value.map((reader) => {
        const fit = readerFit(found.facts, profileOf(reader));
        return {
          reader_id: reader.id,
          reader_name: reader.name,
          match_level: fit.matchLevel,
          match_score: fit.matchScore,
          conflicts: fit.conflicts.map((c) => ({ category: c.category, label: c.label, zero_tolerance: c.zeroTolerance })),
        };
      });
      const added = await this.store.addBook(session.id, { isbn, title: found.title, author: found.author, in_catalog: true, verdicts }, this.clock.now());
      if (!added.created) await this.quota.refund(actor.id); // the same barcode raced in twice: one scan
      return success(added);
    } catch (error) {
      await this.quota.refund(actor.id);
      throw error;
    }
  }

  async end(sessionId: string, actor: Actor): Promise<Outcome<ShelfSessionView>> {
    const session = await this.store.find(actor.id, sessionId);
    if (!session) return failure(new AppError('not_found', SHELF_MESSAGES.notFound));
    if (session.ended_at === null) await this.store.end(session.id, this.clock.now());
    return this.get(sessionId, null, actor);
  }

  /** Every reader of the session, loaded for this account: one that is unknown (or another account's) is not found. */
  private async load(ids: readonly string[], actor: Actor): Promise<Outcome<ReaderSnapshot[]>> {
    const readers = await Promise.all(ids.map((id) => this.readers.find(actor.id, id)));
    if (readers.some((r) => r === null)) return failure(new AppError('not_found', BOOK_MESSAGES.noReader));
    return success(readers as ReaderSnapshot[]);
  }

  /** The session's readers by name; a reader removed since is still named by the verdicts it got. */
  private async namesOf(session: StoredShelfSession, actor: Actor): Promise<{ id: string; name: string }[]> {
    return Promise.all(session.reader_ids.map(async (id) => ({ id, name: (await this.readers.find(actor.id, id))?.name ?? 'A removed reader' })));
  }

  private view(session: StoredShelfSession, readers: { id: string; name: string }[], books: StoredShelfBook[], orderFor: string | null): ShelfSessionView {
    return {
      ...session,
      readers: readers.map(({ id, name }) => ({ id, name })),
      books: shelfOrder(books.map(asDomain), orderFor).map((b) => b.row),
      order_for: orderFor,
    };
  }
}
