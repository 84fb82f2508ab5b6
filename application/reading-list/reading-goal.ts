import { readingGoalYearErrors, yearBounds } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { ReadingGoalStore } from './reading-goal-store.port.js';
import type { ReadingListStore } from './reading-list-store.port.js';

/** A reader's goal for one year and the books completed towards it. */
export interface ReadingGoalView {
  readonly reader_id: string;
  readonly year: number;
  /** Null when no target was set for that year. */
  readonly target: number | null;
  /** The reader's items completed (status completed, completed_reading_at in that UTC year). */
  readonly completed: number;
}

export interface ReadingGoalPorts {
  readonly goals: ReadingGoalStore;
  readonly items: ReadingListStore;
  readonly readers: ReaderDirectory;
}

/** Checks the reader and the year shared by reading and setting a goal. */
export async function checkGoalScope(ports: ReadingGoalPorts, readerId: string, year: number, actor: Actor): Promise<Outcome<string>> {
  const errors = readingGoalYearErrors(year);
  if (errors.length > 0) return failure(AppError.validation(errors));
  const reader = await ports.readers.find(actor.id, readerId);
  return reader ? success(reader.id) : failure(new AppError('not_found', READER_MESSAGES.noReader));
}

/** The goal view of a reader's year, with a known target (or the stored one when undefined). */
export async function goalView(ports: ReadingGoalPorts, readerId: string, year: number, actor: Actor, target?: number): Promise<ReadingGoalView> {
  const { from, to } = yearBounds(year);
  const [stored, completed] = await Promise.all([
    target === undefined ? ports.goals.get(actor.id, readerId, year) : Promise.resolve(target),
    ports.items.countCompleted(actor.id, readerId, from, to),
  ]);
  return { reader_id: readerId, year, target: stored, completed };
}
