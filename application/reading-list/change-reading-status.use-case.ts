import { applyReadingStatus, type ReadingStatus } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { READING_LIST_APP_MESSAGES } from './reading-list-messages.js';
import type { ReadingListStore } from './reading-list-store.port.js';
import { toReadingListView, type ReadingListView } from './reading-list-view.js';

export interface ChangeReadingStatusCommand {
  readonly id: string;
  readonly reading_status: ReadingStatus;
}

const isoOrNull = (v: string | Date | null | undefined): string | null => (v ? new Date(v).toISOString() : null);

/** Moves a book to another status; the domain's machine stamps started/completed from the clock. */
export class ChangeReadingStatusUseCase {
  constructor(
    private readonly items: ReadingListStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: ChangeReadingStatusCommand, actor: Actor): Promise<Outcome<ReadingListView>> {
    const item = await this.items.find(actor.id, command.id);
    if (!item) return failure(new AppError('not_found', READING_LIST_APP_MESSAGES.itemNotFound));
    const now = this.clock.now();
    const next = applyReadingStatus(item, command.reading_status, now);
    const saved = await this.items.saveProgress(actor.id, {
      id: item.id,
      reading_status: next.reading_status,
      started_reading_at: isoOrNull(next.started_reading_at),
      completed_reading_at: isoOrNull(next.completed_reading_at),
    });
    return saved ? success(toReadingListView(saved, now)) : failure(new AppError('not_found', READING_LIST_APP_MESSAGES.itemNotFound));
  }
}
