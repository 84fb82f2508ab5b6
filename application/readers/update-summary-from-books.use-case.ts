import { sanitizeText } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { READER_MESSAGES } from './reader-messages.js';
import { loadSummaryReader, type SummaryReaderSources } from './summary-reader.js';
import type { SummaryWithFallback, WrittenSummary } from './summary-with-fallback.js';

export interface UpdateSummaryFromBooksCommand {
  readonly readerId: string;
  readonly booksLiked?: string | null;
  readonly booksDisliked?: string | null;
}

/** How much text each of the two boxes of the Update Reading Profile dialog may hold. */
export const BOOKS_TEXT_MAX = 2000;

/**
 * The Update Reading Profile dialog: rewrites a reader's summary from books liked and not liked
 * (at least one is needed: 'Please add some information'). The quiz stays as it was; only the
 * summary (ai_summary, or reading_filter for the own profile) changes.
 */
export class UpdateSummaryFromBooksUseCase {
  constructor(
    private readonly sources: SummaryReaderSources,
    private readonly writer: SummaryWithFallback,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateSummaryFromBooksCommand, actor: Actor): Promise<Outcome<WrittenSummary>> {
    const liked = sanitizeText(command.booksLiked, { maxLength: BOOKS_TEXT_MAX });
    const disliked = sanitizeText(command.booksDisliked, { maxLength: BOOKS_TEXT_MAX });
    if (liked.value === '' && disliked.value === '' && liked.ok && disliked.ok) return failure(AppError.validation([READER_MESSAGES.addSomeInformation]));
    const errors = [...liked.errors, ...disliked.errors];
    if (errors.length > 0) return failure(AppError.validation([...new Set(errors)]));

    const reader = await loadSummaryReader(this.sources, command.readerId, actor);
    if (!reader) return failure(new AppError('not_found', READER_MESSAGES.noReader));
    const books = { booksLiked: liked.value || undefined, booksDisliked: disliked.value || undefined };
    const now = this.clock.now();
    if (reader.kind === 'member') {
      const m = reader.member;
      const written = await this.writer.write({
        name: m.name,
        age: m.age,
        readingLevel: m.reading_level,
        quizData: m.quiz_data ?? {},
        previousSummary: m.ai_summary,
        ...books,
      });
      await this.sources.members.update(actor.id, m.id, { ai_summary: written.summary }, now);
      return success(written);
    }
    const quizData = reader.profile?.quiz_data ?? {};
    const readingLevel = typeof quizData.reading_level === 'string' ? quizData.reading_level : null;
    const written = await this.writer.write({
      name: reader.name,
      age: reader.age,
      readingLevel,
      quizData,
      previousSummary: reader.profile?.reading_filter ?? null,
      ...books,
    });
    await this.sources.profiles.save(actor.id, { reading_filter: written.summary }, now);
    return success(written);
  }
}
