import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReadingListStore } from './reading-list-store.port.js';
import { toReadingListView, type ReadingListView } from './reading-list-view.js';

/** The account's reading list, newest first, each item marked ready for review or not at the clock's now. */
export class ListReadingListUseCase {
  constructor(
    private readonly items: ReadingListStore,
    private readonly clock: Clock,
  ) {}

  async execute(query: { readerId?: string }, actor: Actor): Promise<ReadingListView[]> {
    const now = this.clock.now();
    return (await this.items.list(actor.id, query.readerId)).map((item) => toReadingListView(item, now));
  }
}
