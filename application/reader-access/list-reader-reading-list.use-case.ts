import type { Clock } from '../ports/clock.port.js';
import type { ReadingListStore } from '../reading-list/reading-list-store.port.js';
import { toReadingListViews, type ReadingListView } from '../reading-list/reading-list-view.js';
import type { ReaderActor } from './reader-actor.js';

/** The signed-in reader's own reading list (never a sibling's or the parent's), newest first. */
export class ListReaderReadingListUseCase {
  constructor(
    private readonly items: ReadingListStore,
    private readonly clock: Clock,
  ) {}

  async execute(reader: ReaderActor): Promise<readonly ReadingListView[]> {
    const now = this.clock.now();
    return toReadingListViews(await this.items.list(reader.userId, reader.readerId), now);
  }
}
