import { DEFAULT_OWN_QUIZ_AGE } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { ProfileSummaryWriter, SummaryRequest } from './profile-summary-writer.port.js';
import type { ReaderDataStore } from './reader-data.port.js';

export const PLEASE_ADD_INFORMATION = 'Please add some information';
export const NO_READER = 'Please select a family member or yourself';

export interface WriteSummaryCommand {
  readerId: string;
  quizData?: Record<string, unknown>;
  booksLiked?: string;
  booksDisliked?: string;
}

/**
 * Writes and saves a reader's reading summary from the quiz (or from books liked and not liked).
 * The AI writer is tried first when configured; when it fails or answers nothing, the local writer
 * answers instead, silently, as the specification asks.
 */
export class WriteReaderSummaryUseCase {
  constructor(
    private readonly store: ReaderDataStore,
    private readonly ai: ProfileSummaryWriter | null,
    private readonly local: ProfileSummaryWriter,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: WriteSummaryCommand, actor: Actor): Promise<Outcome<{ summary: string; source: 'ai' | 'local' }>> {
    const fromBooks = cmd.quizData === undefined;
    if (fromBooks && !cmd.booksLiked?.trim() && !cmd.booksDisliked?.trim()) return failure(AppError.validation([PLEASE_ADD_INFORMATION]));
    const now = this.clock.now();
    const self = cmd.readerId === 'self';
    const member = self ? null : await this.store.findMember(actor.id, cmd.readerId);
    if (!self && !member) return failure(new AppError('not_found', NO_READER));
    const stored = self ? await this.store.getProfile(actor.id) : null;
    const quizData = cmd.quizData ?? (self ? stored?.quiz_data : member?.quiz_data) ?? {};
    const request: SummaryRequest = {
      name: self ? String(quizData.name ?? stored?.display_name ?? stored?.first_name ?? 'You') : member!.name,
      age: self ? (typeof quizData.age === 'number' ? quizData.age : DEFAULT_OWN_QUIZ_AGE) : member!.age,
      readingLevel: self ? 'Adult' : member!.reading_level,
      quizData,
      booksLiked: cmd.booksLiked?.trim(),
      booksDisliked: cmd.booksDisliked?.trim(),
      previousSummary: self ? stored?.reading_filter : member?.ai_summary,
    };
    const { summary, source } = await this.write(request);
    const tolerance = (quizData.content_tolerance ?? null) as Record<string, number> | null;
    if (self) {
      await this.store.putProfile(actor.id, { reading_filter: summary, ...(fromBooks ? {} : { quiz_data: quizData, quiz_completed: true, content_tolerance: tolerance }) }, now);
    } else {
      await this.store.updateMember(actor.id, member!.id, { ai_summary: summary, ...(fromBooks ? {} : { quiz_data: quizData, has_completed_quiz: true, content_tolerance: tolerance }) }, now);
    }
    return success({ summary, source });
  }

  private async write(request: SummaryRequest): Promise<{ summary: string; source: 'ai' | 'local' }> {
    if (this.ai) {
      try {
        const text = (await this.ai.write(request)).trim();
        if (text) return { summary: text, source: 'ai' };
      } catch {
        // the specification's fallback: a locally written summary, without an error
      }
    }
    return { summary: await this.local.write(request), source: 'local' };
  }
}
