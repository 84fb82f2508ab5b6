import { matchBook, type ScanType } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import { OPEN_AI_GATE, type AiGate } from '../ports/ai-gate.port.js';
import type { AnalysisCache } from '../ports/analysis-cache.port.js';
import type { BookIntelligence, BookQuery, BookCandidate } from '../ports/book-intelligence.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import type { ScanQuota } from '../ports/scan-quota.port.js';
import type { ScanHistoryRecorder } from '../scan-history/scan-history-recorder.port.js';
import { analysisAnswer, RELATED_CANDIDATES, type BookAnalysis, type BookChoices } from './analysis-answer.js';

import { BOOK_MESSAGES, notFoundMessage } from './book-messages.js';
import { analysisCacheKey, profileOf } from './reader-profile.js';

export interface AnalyzeBookCommand {
  readonly book: BookQuery;
  readonly readerId: string;
  /** Skips the cache (the result is still stored); takes a scan. */
  readonly forceAnalysis?: boolean;
  /** When given, a finished analysis is also written to the scan history with this type. */
  readonly scanType?: ScanType;
}

/** How many later volumes of a series are checked for the series warning. */
export const LATER_VOLUMES = 20;

/**
 * The heart of ShelfCheck. Loads the reader on the server (never from the client), identifies the
 * book, gets its content facts from the book intelligence and lets the domain judge them against
 * the reader. Answers are cached by book and reader fingerprint; a fresh analysis takes one free
 * scan (given back when it fails), a cached one or a choice list takes none.
 */
export class AnalyzeBookUseCase {
  constructor(
    private readonly intelligence: BookIntelligence,
    private readonly readers: ReaderDirectory,
    private readonly cache: AnalysisCache,
    private readonly quota: ScanQuota,
    private readonly history: ScanHistoryRecorder | null = null,
    private readonly gate: AiGate = OPEN_AI_GATE,
  ) {}

  async execute(cmd: AnalyzeBookCommand, actor: Actor): Promise<Outcome<BookAnalysis | BookChoices>> {
    if (![cmd.book.title, cmd.book.author, cmd.book.isbn, cmd.book.originalQuery].some((s) => s?.trim())) {
      return failure(AppError.validation([BOOK_MESSAGES.bookRequired]));
    }
    const reader = await this.readers.find(actor.id, cmd.readerId);
    if (!reader) return failure(new AppError('not_found', BOOK_MESSAGES.noReader));
    const profile = profileOf(reader);
    // every call that may reach an AI provider runs on the gate for this account: only a call that
    // actually reaches the provider waits for a slot (subscribers first); catalog and cache never do
    const found = await this.gate.run(actor.id, () => this.intelligence.identify(cmd.book));
    if (found.kind === 'none') return failure(new AppError('not_found', notFoundMessage(cmd.book)));
    if (found.kind === 'choose') return success(await this.choices(found.matches, profile));

    const known = found.known ?? (found.book.id ? await this.intelligence.facts(found.book) : null);
    const key = known ? analysisCacheKey(known, profile) : null;
    if (key && !cmd.forceAnalysis) {
      const cached = (await this.cache.get(key)) as BookAnalysis | null;
      if (cached) return success(await this.recorded(cached, cmd, reader.id, actor));
    }
    const taken = await this.quota.tryConsume(actor.id);
    if (!taken.allowed) return failure(new AppError('payment_required', BOOK_MESSAGES.quotaUsed(taken.limit ?? 0)));
    try {
      const book = known ?? (await this.gate.run(actor.id, () => this.intelligence.facts(found.book)));
      if (!book) {
        await this.quota.refund(actor.id);
        return failure(new AppError('not_found', BOOK_MESSAGES.notFound));
      }
      const [related, later] = await this.gate.run(actor.id, () =>
        Promise.all([this.intelligence.related(book, RELATED_CANDIDATES), this.intelligence.laterInSeries(book, LATER_VOLUMES)]),
      );
      const answer = analysisAnswer(book, profile, related, later);
      await this.cache.put(analysisCacheKey(book, profile), answer as unknown as Record<string, unknown>);
      return success(await this.recorded(answer, cmd, reader.id, actor));
    } catch (error) {
      await this.quota.refund(actor.id);
      throw error;
    }
  }

  /** Each candidate with its match for this reader, where its facts are known without a new analysis. */
  private async choices(matches: readonly BookCandidate[], profile: ReturnType<typeof profileOf>): Promise<BookChoices> {
    return {
      requiresSelection: true,
      matches: await Promise.all(
        matches.map(async (m) => {
          const book = m.id ? await this.intelligence.facts(m) : null;
          return { title: m.title, author: m.author, isbn: m.isbn, matchScore: book ? matchBook(book.facts, profile).matchScore : null };
        }),
      ),
    };
  }

  private async recorded(answer: BookAnalysis, cmd: AnalyzeBookCommand, readerId: string, actor: Actor): Promise<BookAnalysis> {
    if (cmd.scanType && this.history) {
      await this.history.record(
        { reader_id: readerId, reader_name: null, book_title: answer.title, book_author: answer.author, scan_type: cmd.scanType, books_found: 1 },
        actor,
      );
    }
    return answer;
  }
}
