import { accountLimitProblem, BOOK_REQUEST_MESSAGES, isSameRequestedBook, validateBookRequest, type BookRequestInput } from '../../domain/index.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReaderActor } from '../reader-access/reader-actor.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { BookRequestStore } from './book-request-store.port.js';
import { toReaderRequestView, type ReaderRequestView } from './book-request-views.js';

const alreadyAsked = () => new AppError('conflict', BOOK_REQUEST_MESSAGES.alreadyAsked);

/**
 * A signed-in reader asks for a book. The domain checks the fields (422 with its messages); a
 * pending request of the same reader for the same title and author (any case) is 409, also when
 * two asks race (the store's partial unique index refuses the second).
 */
export class AskForBookUseCase {
  constructor(
    private readonly requests: BookRequestStore,
    private readonly clock: Clock,
  ) {}

  async execute(command: BookRequestInput, reader: ReaderActor): Promise<Outcome<ReaderRequestView>> {
    const checked = validateBookRequest(command);
    if (!checked.ok) return failure(new AppError('unprocessable', checked.errors[0], { errors: checked.errors }));
    const mine = await this.requests.listForReader(reader.userId, reader.readerId);
    if (mine.some((r) => r.status === 'pending' && isSameRequestedBook(r, checked.value))) return failure(alreadyAsked());
    const full = accountLimitProblem('pendingBookRequests', (await this.requests.listForAccount(reader.userId, 'pending')).length);
    if (full) return failure(new AppError('limit_reached', full));
    const added = await this.requests.add(reader.userId, reader.readerId, checked.value, this.clock.now());
    return added === 'duplicate' ? failure(alreadyAsked()) : success(toReaderRequestView(added));
  }
}
