import { sanitizeText } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import { OPEN_AI_GATE, type AiGate } from '../ports/ai-gate.port.js';
import type { BookIntelligence } from '../ports/book-intelligence.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import { BOOK_MESSAGES, QUESTION_MAX } from './book-messages.js';

export interface BookChatCommand {
  readonly book: { title: string; author: string; summary?: string | null };
  readonly question: string;
  readonly readerId: string;
}

/**
 * POST /api/books/chat: a question about a book, answered for the chosen reader (loaded on the
 * server). An empty answer becomes the default answer, as the specification asks.
 */
export class BookChatUseCase {
  constructor(
    private readonly intelligence: BookIntelligence,
    private readonly readers: ReaderDirectory,
    private readonly gate: AiGate = OPEN_AI_GATE,
  ) {}

  async execute(cmd: BookChatCommand, actor: Actor): Promise<Outcome<{ response: string }>> {
    const question = sanitizeText(cmd.question, { required: true, maxLength: QUESTION_MAX });
    if (!question.ok) return failure(AppError.validation(question.errors));
    if (cmd.book.title.trim() === '') return failure(AppError.validation(['This field is required']));
    const reader = await this.readers.find(actor.id, cmd.readerId);
    if (!reader) return failure(new AppError('not_found', BOOK_MESSAGES.noReader));
    const book = { title: cmd.book.title.trim(), author: cmd.book.author.trim(), summary: cmd.book.summary ?? null };
    const response = (await this.gate.run(actor.id, () => this.intelligence.answer(book, question.value, reader))).trim();
    return success({ response: response === '' ? BOOK_MESSAGES.chatDefault : response });
  }
}
