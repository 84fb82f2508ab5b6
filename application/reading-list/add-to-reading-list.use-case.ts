import { accountLimitProblem, admitReadingListItem, READING_LIST_MESSAGES, readerDisplayName, SELF_READER_ID } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import { READER_MESSAGES } from '../readers/reader-messages.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { ANALYSIS_MAX_CHARS, READING_LIST_APP_MESSAGES } from './reading-list-messages.js';
import type { ReadingListStore } from './reading-list-store.port.js';
import { toReadingListView, type ReadingListView } from './reading-list-view.js';

export interface AddToReadingListCommand {
  readonly reader_id: string;
  readonly reader_name?: string | null;
  readonly title: string;
  readonly author?: string | null;
  readonly analysis?: Record<string, unknown> | null;
}

const alreadyInList = () => new AppError('conflict', READING_LIST_MESSAGES.duplicate);

/**
 * Adds a book to a reader's list as to_read. The domain refuses a second copy (same title and
 * author, any case, outer spaces ignored); when two adds race past that check, the store's unique
 * index refuses the second, and the answer is the same 409.
 */
export class AddToReadingListUseCase {
  constructor(
    private readonly items: ReadingListStore,
    private readonly readers: ReaderDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(command: AddToReadingListCommand, actor: Actor): Promise<Outcome<ReadingListView>> {
    const title = command.title.trim();
    const errors = [
      ...(title === '' ? [READING_LIST_APP_MESSAGES.titleRequired] : []),
      ...(command.analysis && JSON.stringify(command.analysis).length > ANALYSIS_MAX_CHARS ? [READING_LIST_APP_MESSAGES.analysisTooLarge] : []),
    ];
    if (errors.length > 0) return failure(AppError.validation(errors));
    const reader = await this.readers.find(actor.id, command.reader_id);
    if (!reader) return failure(new AppError('not_found', READER_MESSAGES.noReader));
    const candidate = {
      reader_id: reader.id,
      reader_name: command.reader_name?.trim() || readerDisplayName(reader.name, reader.id === SELF_READER_ID ? null : reader.age),
      title,
      author: (command.author ?? '').trim(),
      analysis: command.analysis ?? null,
    };
    const admitted = admitReadingListItem(await this.items.list(actor.id, reader.id), candidate);
    if (!admitted.ok) return failure(alreadyInList());
    const full = accountLimitProblem('readingListItems', (await this.items.list(actor.id)).length);
    if (full) return failure(new AppError('limit_reached', full));
    const now = this.clock.now();
    const added = await this.items.add(actor.id, admitted.value, now);
    return added === 'duplicate' ? failure(alreadyInList()) : success(toReadingListView(added, now));
  }
}
