import {
  DEFAULT_INSIGHT_AGE,
  INSIGHT_MESSAGES,
  INSIGHT_READING_LEVEL,
  INSIGHT_TYPES,
  matchBook,
  validateInsightRequest,
  type InsightType,
} from '../../domain/index.js';
import type { BookIntelligence } from '../ports/book-intelligence.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { INSIGHT_WRITERS } from './insight-texts.js';
import type { CatalogAdmin } from './ports/catalog-admin.port.js';

export interface InsightRequest {
  readonly isbn?: string | null;
  readonly readerAge?: number | null;
  readonly insightType: InsightType | 'all';
}

export interface InsightAnswer {
  /** One insight (a single type asked for). */
  readonly insight?: string;
  /** All three, by type ('all'). */
  readonly insights?: Record<InsightType, string>;
  readonly reader: { readonly age: number; readonly reading_level: string };
  readonly match: { readonly matchLevel: string; readonly matchScore: number };
  /** Written from the catalog and the matching rules on this server. */
  readonly source: 'local';
}

export const INSIGHT_NOT_FOUND = (isbn: string) => `No book with ISBN ${isbn}`;

/**
 * The insight test: a catalog book, a reader of 5 to 18 (10 when not given) reading at 'Grade 5',
 * and the personalized summary, content explanation and recommendation reasoning, one or all. The
 * book's facts come from book intelligence (the catalog's severities and tags with the local one);
 * the domain's matchBook judges them for the reader; the texts are written from that judgement.
 */
export class GenerateInsightsUseCase {
  constructor(
    private readonly catalogAdmin: CatalogAdmin,
    private readonly intelligence: BookIntelligence,
  ) {}

  async execute(request: InsightRequest): Promise<Outcome<InsightAnswer>> {
    const problems = validateInsightRequest({ isbn: request.isbn, readerAge: request.readerAge });
    if (problems.length > 0) return failure(AppError.validation(problems));
    const isbn = (request.isbn ?? '').trim();
    const stored = await this.catalogAdmin.findByIsbn(isbn);
    if (!stored) return failure(new AppError('not_found', INSIGHT_NOT_FOUND(isbn)));
    const failed = () =>
      failure<InsightAnswer>(new AppError('upstream_failed', request.insightType === 'all' ? INSIGHT_MESSAGES.allFailed : INSIGHT_MESSAGES.oneFailed));
    const age = request.readerAge ?? DEFAULT_INSIGHT_AGE;
    const types = request.insightType === 'all' ? INSIGHT_TYPES : [request.insightType];
    try {
      const book = await this.intelligence.facts({
        id: stored.id,
        title: stored.title,
        author: stored.author,
        isbn: stored.isbn || null,
        summary: stored.summary,
      });
      if (!book) return failure(new AppError('not_found', INSIGHT_NOT_FOUND(isbn)));
      const match = matchBook(book.facts, { name: '', age });
      const input = { ...book, readerAge: age, readingLevel: INSIGHT_READING_LEVEL, match };
      const texts = Object.fromEntries(types.map((type) => [type, INSIGHT_WRITERS[type](input)])) as Record<InsightType, string>;
      const common = {
        reader: { age, reading_level: INSIGHT_READING_LEVEL },
        match: { matchLevel: match.matchLevel, matchScore: match.matchScore },
        source: 'local' as const,
      };
      return success(request.insightType === 'all' ? { insights: texts, ...common } : { insight: texts[request.insightType], ...common });
    } catch (error) {
      // book intelligence that cannot answer (an AI provider down) says so in the specification's words
      if (error instanceof AppError && error.code === 'upstream_failed') return failed();
      throw error;
    }
  }
}
