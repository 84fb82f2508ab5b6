import type { Actor } from '../ports/actor.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { READING_LIST_APP_MESSAGES } from './reading-list-messages.js';
import type { ReadingListStore } from './reading-list-store.port.js';

/** Removes a book from the account's list; another account's item is "not found". */
export class RemoveFromReadingListUseCase {
  constructor(private readonly items: ReadingListStore) {}

  async execute(command: { id: string }, actor: Actor): Promise<Outcome<void>> {
    return (await this.items.remove(actor.id, command.id)) ? success(undefined) : failure(new AppError('not_found', READING_LIST_APP_MESSAGES.itemNotFound));
  }
}
