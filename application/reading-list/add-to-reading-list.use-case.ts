import { isDuplicateReadingListItem, READING_LIST_MESSAGES } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReaderDataStore, ReadingListRow } from '../readers/reader-data.port.js';

export interface AddToListCommand {
  reader_id: string;
  reader_name: string;
  title: string;
  author: string;
  analysis?: Record<string, unknown> | null;
}

/**
 * Adds a book to a reader's list. The domain refuses a second copy (same title and author, any
 * case); the unique index refuses it too when two adds race, with the same answer.
 */
export class AddToReadingListUseCase {
  constructor(
    private readonly store: ReaderDataStore,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: AddToListCommand, actor: Actor): Promise<Outcome<ReadingListRow>> {
    const candidate = { ...cmd, title: cmd.title.trim(), author: cmd.author.trim(), reader_name: cmd.reader_name.trim() };
    const missing = [candidate.title === '' ? 'Title is required' : null, candidate.reader_id.trim() === '' ? 'Please select a family member or yourself' : null].filter((m): m is string => m !== null);
    if (missing.length > 0) return failure(AppError.validation(missing));
    if (candidate.reader_id !== 'self' && !(await this.store.findMember(actor.id, candidate.reader_id))) {
      return failure(new AppError('not_found', 'Please select a family member or yourself'));
    }
    const existing = await this.store.listReadingList(actor.id, candidate.reader_id);
    const duplicate = () => failure<ReadingListRow>(new AppError('conflict', READING_LIST_MESSAGES.duplicate));
    if (isDuplicateReadingListItem(existing, candidate)) return duplicate();
    const added = await this.store.addReadingListItem(actor.id, { ...candidate, analysis: cmd.analysis ?? null }, this.clock.now());
    return added === 'duplicate' ? duplicate() : success(added);
  }
}
