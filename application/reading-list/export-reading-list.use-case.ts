import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { readingListFileName, toReadingListCsv } from './reading-list-csv.js';
import type { ReadingListStore } from './reading-list-store.port.js';

export interface ReadingListExport {
  readonly fileName: string;
  readonly csv: string;
  readonly count: number;
}

/** The account's reading list (or one reader's) as a CSV download, newest first like the list. */
export class ExportReadingListUseCase {
  constructor(
    private readonly items: ReadingListStore,
    private readonly clock: Clock,
  ) {}

  async execute(query: { readerId?: string }, actor: Actor): Promise<ReadingListExport> {
    const items = await this.items.list(actor.id, query.readerId);
    return { fileName: readingListFileName(this.clock.now()), csv: toReadingListCsv(items), count: items.length };
  }
}
