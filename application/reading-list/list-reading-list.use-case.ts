import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReadingListStore } from './reading-list-store.port.js';
import { toReadingListViews, type ReadingListView } from './reading-list-view.js';

/** The account's reading list, newest first, each item marked ready for review or not at the clock's now. */
export class ListReadingListUseCase {
  constructor(
    private readonly items: ReadingListStore,
    private readonly clock: Clock,
  ) {}

  async execute(query: { readerId?: string }, actor: Actor): Promise<readonly ReadingListView[]> {
    const now = this.clock.now();
    return toReadingListViews(await this.items.list(actor.id, query.readerId), now);
  }
}
