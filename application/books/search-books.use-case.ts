import { sanitizeText } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { BookCatalog } from '../ports/book-catalog.port.js';
import { SEARCH_MAX } from './book-messages.js';

export interface SearchHit {
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  /** 0..1; 1 for an exact ISBN. */
  readonly score: number;
}

/** How many matches a search answers. */
export const SEARCH_LIMIT = 10;

/**
 * GET /api/books/search: catalog matches, best first. The query is checked like any free text
 * (required, at most 300 characters, nothing dangerous). A search records nothing and takes no scan.
 */
export class SearchBooksUseCase {
  constructor(private readonly catalog: BookCatalog) {}

  async execute(cmd: { q?: string | null }): Promise<Outcome<SearchHit[]>> {
    const text = sanitizeText(cmd.q, { required: true, maxLength: SEARCH_MAX });
    if (!text.ok) return failure(AppError.validation(text.errors));
    const hits = await this.catalog.search(text.value, SEARCH_LIMIT);
    return success(hits.map(({ title, author, isbn, score }) => ({ title, author, isbn, score })));
  }
}
