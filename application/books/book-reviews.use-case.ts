import { sanitizeText } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import { OPEN_AI_GATE, type AiGate } from '../ports/ai-gate.port.js';
import type { BookIntelligence, Review } from '../ports/book-intelligence.port.js';
import { PERSPECTIVE_MAX } from './book-messages.js';

/**
 * POST /api/books/reviews: reviews of a book for a perspective ('parents', 'teachers', 'fantasy
 * fans'...). An empty list is an answer (the client says 'No reviews found. Try a different perspective.').
 */
export class BookReviewsUseCase {
  constructor(
    private readonly intelligence: BookIntelligence,
    private readonly gate: AiGate = OPEN_AI_GATE,
  ) {}

  async execute(cmd: { title: string; author: string; perspective: string }, actor: Actor): Promise<Outcome<{ reviews: Review[] }>> {
    const perspective = sanitizeText(cmd.perspective, { required: true, maxLength: PERSPECTIVE_MAX });
    if (!perspective.ok) return failure(AppError.validation(perspective.errors));
    if (cmd.title.trim() === '') return failure(AppError.validation(['This field is required']));
    const reviews = await this.gate.run(actor.id, () => this.intelligence.reviews({ title: cmd.title.trim(), author: cmd.author.trim() }, perspective.value));
    return success({ reviews });
  }
}
