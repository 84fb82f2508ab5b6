import { toCategoryId } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import { OPEN_AI_GATE, type AiGate } from '../ports/ai-gate.port.js';
import type { BookIntelligence, ContentExample } from '../ports/book-intelligence.port.js';
import { BOOK_MESSAGES } from './book-messages.js';

export interface ContentDetailsCommand {
  readonly title: string;
  readonly author: string;
  readonly isbn?: string | null;
  /** A term of any vocabulary: canonical id ('violence'), label ('Violence'), analysis label, catalog flag. */
  readonly category: string;
  readonly summary?: string | null;
}

/** POST /api/books/content-details: the examples behind one flagged category of a book. */
export class ContentDetailsUseCase {
  constructor(
    private readonly intelligence: BookIntelligence,
    private readonly gate: AiGate = OPEN_AI_GATE,
  ) {}

  async execute(cmd: ContentDetailsCommand, actor: Actor): Promise<Outcome<{ examples: ContentExample[] }>> {
    const category = toCategoryId(cmd.category);
    if (!category) return failure(new AppError('bad_request', BOOK_MESSAGES.unknownCategory(cmd.category)));
    if (cmd.title.trim() === '') return failure(AppError.validation(['This field is required']));
    const examples = await this.gate.run(actor.id, () =>
      this.intelligence.contentDetails({ title: cmd.title.trim(), author: cmd.author.trim(), isbn: cmd.isbn ?? null, summary: cmd.summary ?? null }, category),
    );
    return success({ examples });
  }
}
