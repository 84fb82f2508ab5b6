import { matchBook } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Actor } from '../ports/actor.js';
import type { AnalysisCache } from '../ports/analysis-cache.port.js';
import type { BookCatalog, CatalogBook } from '../ports/book-catalog.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import type { ScanQuota } from '../ports/scan-quota.port.js';
import { BOOK_MESSAGES } from './book-messages.js';
import { identifyBook, type BookQuery } from './identify-book.js';
import { analysisCacheKey, profileOf } from './reader-profile.js';

export interface AnalyzeBookCommand {
  book: BookQuery;
  readerId: string;
  forceAnalysis?: boolean;
}

export type AnalysisAnswer = Record<string, unknown>;

const RELATED = 4;

/**
 * The heart of ShelfCheck: finds the book, loads the reader on the server, lets the domain judge
 * the book's content facts against the reader, and caches the answer by book and reader
 * fingerprint. A fresh analysis takes one free scan; a cached one, or a choice list, takes none.
 */
export class AnalyzeBookUseCase {
  constructor(
    private readonly catalog: BookCatalog,
    private readonly readers: ReaderDirectory,
    private readonly cache: AnalysisCache,
    private readonly quota: ScanQuota,
  ) {}

  async execute(cmd: AnalyzeBookCommand, actor: Actor): Promise<Outcome<AnalysisAnswer>> {
    const reader = await this.readers.find(actor.id, cmd.readerId);
    if (!reader) return failure(new AppError('not_found', BOOK_MESSAGES.noReader));
    const profile = profileOf(reader);
    const found = await identifyBook(this.catalog, cmd.book);
    if (found.kind === 'none') return failure(new AppError('not_found', BOOK_MESSAGES.notFound));
    if (found.kind === 'choose') {
      const matches = await Promise.all(
        found.hits.map(async (h) => {
          const book = await this.catalog.get(h.id);
          return { title: h.title, author: h.author, isbn: h.isbn, matchScore: book ? matchBook(book.facts, profile).matchScore : null };
        }),
      );
      return success({ requiresSelection: true, matches });
    }
    const book = found.book;
    const key = analysisCacheKey(book.id, profile);
    if (!cmd.forceAnalysis) {
      const cached = await this.cache.get(key);
      if (cached) return success(cached);
    }
    const taken = await this.quota.tryConsume(actor.id);
    if (!taken.allowed) return failure(new AppError('payment_required', BOOK_MESSAGES.quotaUsed(taken.limit ?? 0)));
    try {
      const answer = await this.answer(book, profile, reader.name);
      await this.cache.put(key, answer);
      return success(answer);
    } catch (error) {
      await this.quota.refund(actor.id);
      throw error;
    }
  }

  private async answer(book: CatalogBook, profile: ReturnType<typeof profileOf>, readerName: string): Promise<AnalysisAnswer> {
    const match = matchBook(book.facts, profile);
    const related = await this.catalog.related(book, RELATED);
    return {
      title: book.title,
      author: book.author,
      isbn: book.isbn,
      summary: book.summary,
      readerName,
      ageRange: book.ageMin !== null ? { min: book.ageMin, max: book.ageMax } : null,
      series: book.series ? { name: book.series, volume: book.seriesVolume } : null,
      matchLevel: match.matchLevel,
      matchScore: match.matchScore,
      matchReason: match.matchReason,
      parentAlerts: match.parentAlerts,
      contentConsiderations: match.contentConsiderations,
      relatedBooks: related.map((r) => ({ title: r.title, author: r.author, isbn: r.isbn, summary: r.summary, matchScore: matchBook(r.facts, profile).matchScore })),
      source: 'catalog',
    };
  }
}
