import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { SummaryRequest } from '../ports/profile-summary-writer.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { toleranceErrors } from './content-tolerance.check.js';
import { READER_MESSAGES } from './reader-messages.js';
import { loadSummaryReader, type SummaryReaderSources } from './summary-reader.js';
import type { SummaryWithFallback, WrittenSummary } from './summary-with-fallback.js';

export interface WriteReaderSummaryCommand {
  /** A family member's id, or 'self'. */
  readonly readerId: string;
  readonly quizData: Readonly<Record<string, unknown>>;
}

const isRecord = (v: unknown): v is Record<string, number> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The end of a quiz: writes the reader's summary (AI, else local) and saves it with the quiz. A
 * family member gets ai_summary, quiz_data, content_tolerance and has_completed_quiz; the own
 * profile gets reading_filter, quiz_data, content_tolerance and quiz_completed.
 */
export class WriteReaderSummaryUseCase {
  constructor(
    private readonly sources: SummaryReaderSources,
    private readonly writer: SummaryWithFallback,
    private readonly clock: Clock,
  ) {}

  async execute(command: WriteReaderSummaryCommand, actor: Actor): Promise<Outcome<WrittenSummary>> {
    const quizData = { ...command.quizData };
    const tolerance = isRecord(quizData.content_tolerance) ? quizData.content_tolerance : undefined;
    const errors = toleranceErrors(tolerance);
    if (errors.length > 0) return failure(AppError.validation(errors));
    const reader = await loadSummaryReader(this.sources, command.readerId, actor, quizData);
    if (!reader) return failure(new AppError('not_found', READER_MESSAGES.noReader));

    const request: SummaryRequest =
      reader.kind === 'member'
        ? { name: reader.member.name, age: reader.member.age, readingLevel: reader.member.reading_level, quizData }
        : { name: reader.name, age: reader.age, readingLevel: typeof quizData.reading_level === 'string' ? quizData.reading_level : null, quizData };
    const written = await this.writer.write(request);
    const now = this.clock.now();
    if (reader.kind === 'member') {
      await this.sources.members.update(
        actor.id,
        reader.member.id,
        { ai_summary: written.summary, quiz_data: quizData, content_tolerance: tolerance, has_completed_quiz: true },
        now,
      );
    } else {
      await this.sources.profiles.save(
        actor.id,
        { reading_filter: written.summary, quiz_data: quizData, content_tolerance: tolerance, quiz_completed: true },
        now,
      );
    }
    return success(written);
  }
}
