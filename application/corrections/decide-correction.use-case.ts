import {
  acceptedRating,
  applyCorrectionAction,
  CATALOG_FLAG_BY_CATEGORY,
  correctionStatusMessage,
  CORRECTION_MESSAGES,
  proposedRating,
  sanitizeText,
  CORRECTION_NOTE_MAX,
  type AcceptanceEdits,
  type CorrectionAction,
} from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { BookCatalog } from '../ports/book-catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { currentRating } from './current-rating.js';
import type { Correction, CorrectionStore } from './ports/correction-store.port.js';

export interface DecideCorrectionCommand extends AcceptanceEdits {
  readonly id: string;
  readonly action: CorrectionAction;
  /** The admin's reason, kept on the correction and in the audit log. */
  readonly note?: string | null;
}

export interface CorrectionDecided {
  readonly correction: Correction;
  /** 'Correction accepted' / 'Correction rejected'. */
  readonly message: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An admin accepts or rejects a correction. The machine decides whether the move is allowed (409
 * when not); an acceptance writes the admin's edits over the report's proposal onto the catalog
 * row, with the audit entry, in one transaction of the store. A correction another admin decided
 * meanwhile is a 409 as well.
 */
export class DecideCorrectionUseCase {
  constructor(
    private readonly store: CorrectionStore,
    private readonly books: Pick<BookCatalog, 'get'>,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: DecideCorrectionCommand, actor: Actor): Promise<Outcome<CorrectionDecided>> {
    const found = UUID.test(cmd.id) ? await this.store.find(cmd.id) : null;
    if (!found) return failure(new AppError('not_found', CORRECTION_MESSAGES.notFound));
    const move = applyCorrectionAction(found.status, cmd.action);
    if (!move.ok) return failure(new AppError('conflict', move.error.message));
    const note = sanitizeText(cmd.note, { maxLength: CORRECTION_NOTE_MAX });
    if (!note.ok) return failure(AppError.validation(note.errors));
    const decision = { id: found.id, decidedBy: actor.id, decisionNote: note.value || null, at: this.clock.now() };

    if (cmd.action === 'reject') {
      const rejected = await this.store.reject(decision);
      return rejected ? success({ correction: rejected, message: correctionStatusMessage(rejected.status) }) : this.movedMeanwhile(cmd.id, cmd.action);
    }
    const book = found.book_id ? await this.books.get(found.book_id) : null;
    if (!book) return failure(new AppError('not_found', CORRECTION_MESSAGES.bookNotFound));
    const flag = CATALOG_FLAG_BY_CATEGORY[found.category];
    const current = currentRating(book.facts, flag);
    const proposal = { ...proposedRating(found.kind, current), severity: found.proposed_severity, present: found.proposed_severity > 0 };
    const after = acceptedRating(proposal, { present: cmd.present, severity: cmd.severity, example: cmd.example });
    if (!after.ok) return failure(AppError.validation([after.error.message]));
    const accepted = await this.store.accept({ ...decision, bookId: book.id, flag, after: after.value });
    return accepted
      ? success({ correction: accepted.correction, message: correctionStatusMessage(accepted.correction.status) })
      : this.movedMeanwhile(cmd.id, cmd.action);
  }

  /** Another admin decided first (or the book row went away): the machine's message for where it is now. */
  private async movedMeanwhile(id: string, action: CorrectionAction): Promise<Outcome<CorrectionDecided>> {
    const now = await this.store.find(id);
    if (!now) return failure(new AppError('not_found', CORRECTION_MESSAGES.notFound));
    const move = applyCorrectionAction(now.status, action);
    return failure(move.ok ? new AppError('not_found', CORRECTION_MESSAGES.bookNotFound) : new AppError('conflict', move.error.message));
  }
}
