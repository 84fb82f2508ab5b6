import { answerBookRequest, BOOK_REQUEST_MESSAGES, readerDisplayName, validateParentNote, type BookRequestAction } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { BookRequestStore } from './book-request-store.port.js';
import { toParentRequestView, type ParentRequestView } from './book-request-views.js';
import { RequestMatcher, type RequestCatalog } from './request-matcher.js';

export interface AnswerBookRequestCommand {
  readonly id: string;
  readonly action: BookRequestAction;
  readonly note?: string | null;
}

const alreadyAnswered = () => new AppError('conflict', BOOK_REQUEST_MESSAGES.alreadyAnswered);

/**
 * The parent approves or declines a request, with an optional note. Approving puts the book on
 * the reader's list (to read; left alone when it is already there) in the same transaction.
 * Another account's request is "not found"; an answered one is 409, also when two answers race.
 */
export class AnswerBookRequestUseCase {
  constructor(
    private readonly requests: BookRequestStore,
    private readonly catalog: RequestCatalog,
    private readonly directory: ReaderDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(command: AnswerBookRequestCommand, actor: Actor): Promise<Outcome<ParentRequestView>> {
    const request = await this.requests.find(actor.id, command.id);
    if (!request) return failure(new AppError('not_found', BOOK_REQUEST_MESSAGES.requestNotFound));
    const next = answerBookRequest(request.status, command.action);
    if (!next.ok) return failure(alreadyAnswered());
    const note = validateParentNote(command.note);
    if (!note.ok) return failure(new AppError('unprocessable', note.errors[0], { errors: note.errors }));
    const status = next.value as 'approved' | 'declined';
    const listItem =
      status === 'approved'
        ? {
            reader_id: request.reader_id,
            reader_name: readerDisplayName(request.reader_name, request.reader_age),
            title: request.title,
            author: request.author,
            analysis: null,
          }
        : null;
    const decided = await this.requests.decide(actor.id, request.id, { status, parentNote: note.value, decidedAt: this.clock.now(), listItem });
    if (decided === 'not_pending') return failure(alreadyAnswered());
    return success(toParentRequestView(decided, await new RequestMatcher(this.catalog, this.directory).matchOf(decided)));
  }
}
