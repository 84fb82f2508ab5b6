import { applyReadingStatus, isReadingStatus } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReaderDataStore, ReadingListRow } from '../readers/reader-data.port.js';

export const ITEM_NOT_FOUND = 'Book not found in the reading list';

/** Moves a book to another status; the domain's machine sets the timestamps from the clock. */
export class ChangeReadingStatusUseCase {
  constructor(
    private readonly store: ReaderDataStore,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, status: string, actor: Actor): Promise<Outcome<ReadingListRow>> {
    if (!isReadingStatus(status)) return failure(AppError.validation(['reading_status must be to_read, currently_reading or completed']));
    const item = await this.store.findReadingListItem(actor.id, id);
    if (!item) return failure(new AppError('not_found', ITEM_NOT_FOUND));
    const next = applyReadingStatus(item, status, this.clock.now());
    const saved = await this.store.saveReadingStatus(actor.id, {
      id,
      reading_status: next.reading_status,
      started_reading_at: next.started_reading_at ? new Date(next.started_reading_at).toISOString() : null,
      completed_reading_at: next.completed_reading_at ? new Date(next.completed_reading_at).toISOString() : null,
    });
    return saved ? success(saved) : failure(new AppError('not_found', ITEM_NOT_FOUND));
  }
}
