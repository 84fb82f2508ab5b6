import { normaliseCatalogTitle } from '../../domain/index.js';
import type { BookCatalog } from '../ports/book-catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { CatalogRequestStore } from './catalog-request-store.port.js';

/** How many open titles one pass looks up (each is one catalog search). */
export const SETTLE_TITLES_MAX = 100;
const HITS_PER_TITLE = 5;

/**
 * Marks open requests `added` once the catalog holds a book with the same normalised title, however
 * it got there (CSV import, background import, the fix route, a starter update). It runs when the
 * lists are read (the requester's next visit, the admin's Requests tab) rather than inside each
 * import, so no way of adding a book can forget it, and an import never waits on it.
 */
export class SettleAddedRequestsUseCase {
  constructor(
    private readonly store: CatalogRequestStore,
    private readonly catalog: BookCatalog,
    private readonly clock: Clock,
  ) {}

  /** Settles the account's own open requests, or everyone's when no account is given. */
  async execute(userId?: string): Promise<void> {
    const open = await this.store.openTitles(SETTLE_TITLES_MAX, userId);
    const found: string[] = [];
    for (const { titleKey, title } of open) {
      const hits = await this.catalog.search(title, HITS_PER_TITLE);
      if (hits.some((hit) => normaliseCatalogTitle(hit.title) === titleKey)) found.push(titleKey);
    }
    if (found.length > 0) await this.store.markAdded(found, this.clock.now());
  }
}
