import { comfortLines, firstNameOnly, readerFit, verdictWords } from '../../domain/index.js';
import { profileOf } from '../books/reader-profile.js';
import type { BookCatalog } from '../ports/book-catalog.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import type { ReadingListStore } from '../reading-list/reading-list-store.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { SHARE_MESSAGES } from '../../domain/index.js';
import type { Clock } from '../ports/clock.port.js';
import type { SharedLinkGate, SharedRequest } from './shared-link-gate.js';
import { SHARED_CARD_BOOKS_MAX, type SharedCard, type SharedCardBook } from './shared-card.js';

/** The catalog look-ups a card needs. */
export type CardCatalog = Pick<BookCatalog, 'findByTitleAuthor'>;

/**
 * GET /api/share/:token: the reader's card. The comfort levels are those books are judged against
 * (the domain's effective tolerance: screened categories at none, unanswered ones at the age
 * default); each listed book is judged on the catalog's facts by readerFit (matchBook), as the
 * parent's search and requests judge it. Opening the card notes the time for the parent.
 */
export class GetSharedCardUseCase {
  constructor(
    private readonly gate: SharedLinkGate,
    private readonly readers: ReaderDirectory,
    private readonly readingList: ReadingListStore,
    private readonly catalog: CardCatalog,
    private readonly links: { markOpened(linkId: string, now: Date): Promise<void> },
    private readonly clock: Clock,
  ) {}

  async execute(request: SharedRequest): Promise<Outcome<SharedCard>> {
    const opened = await this.gate.open(request);
    if (!opened.ok) return opened;
    const { link, user_id } = opened.value;
    const reader = await this.readers.find(user_id, link.member_id);
    // the reader went with its links (cascade); a read racing the removal is the same "not found"
    if (!reader) return failure(new AppError('share_link_not_found', SHARE_MESSAGES.notFound));
    const profile = profileOf(reader);
    const items = await this.readingList.list(user_id, link.member_id);
    const books = await Promise.all(
      items.slice(0, SHARED_CARD_BOOKS_MAX).map(async ({ title, author }): Promise<SharedCardBook> => {
        const book = await this.catalog.findByTitleAuthor(title, author);
        const fit = book ? readerFit(book.facts, profile) : null;
        return { title, author, match_level: fit?.matchLevel ?? null, match_score: fit?.matchScore ?? null, verdict: verdictWords(fit?.matchLevel ?? null) };
      }),
    );
    await this.links.markOpened(link.id, this.clock.now());
    return success({ first_name: firstNameOnly(reader.name), expires_at: link.expires_at, comfort: comfortLines(profile), books, books_total: items.length });
  }
}
