/**
 * identifyCover: which catalog books the text read from a cover photo names. It is the typed-query
 * rule (identifyBook) for text that OCR has read: a cover names a book only when the book's TITLE
 * is on it. Misread letters and split words are measured by the reader of the text (how much of
 * the title and of the author the cover's words cover, 0..1); the decision is this rule:
 * - the title must be covered at least MIN_TITLE_COVERAGE; without its author on the cover
 *   (AUTHOR_SHOWN), nearly exactly (MIN_TITLE_ALONE: 'Wander' is not Wonder). An author alone
 *   names no book ('E. B. White' wrote two).
 * - confidence = 70 % title coverage + 20 % author coverage + 10 % of the cover the book explains
 *   (so a named book is at least 0.52 sure: 0.6 of the title with its author).
 * - The best first; books more than CONFIDENCE_MARGIN below it are dropped (a clear cover answers
 *   with one book), at most MAX_COVER_CANDIDATES.
 */

/** A title must be at least this well covered by the cover's words to be the book at all. */
export const MIN_TITLE_COVERAGE = 0.6;
/** Without its author on the cover, a title must be nearly exact ('wander' is not Wonder). */
export const MIN_TITLE_ALONE = 0.85;
/** The author counts as printed from this coverage on. */
export const AUTHOR_SHOWN = 0.5;
/** Candidates this far below the best are dropped, so a clear cover answers with one book. */
export const CONFIDENCE_MARGIN = 0.15;
export const MAX_COVER_CANDIDATES = 5;

/** A catalog book with how much of its title and author the cover shows, and how much of the cover it explains (each 0..1). */
export interface CoverCandidate<B> {
  readonly book: B;
  readonly title: string;
  readonly titleCoverage: number;
  readonly authorCoverage: number;
  readonly explained: number;
}

/**
 * The books the cover names, best first, each with its confidence (two decimals).
 * @example identifyCover([{ book: 'w', title: 'Wonder', titleCoverage: 1, authorCoverage: 1, explained: 1 }]) // [{ book: 'w', confidence: 1 }]
 */
export function identifyCover<B>(candidates: readonly CoverCandidate<B>[]): { book: B; confidence: number }[] {
  const scored = candidates
    .filter((c) => c.titleCoverage >= MIN_TITLE_COVERAGE && (c.authorCoverage >= AUTHOR_SHOWN || c.titleCoverage >= MIN_TITLE_ALONE))
    .map((c) => ({ ...c, confidence: Math.round((0.7 * c.titleCoverage + 0.2 * c.authorCoverage + 0.1 * c.explained) * 100) / 100 }))
    .sort((a, b) => b.confidence - a.confidence || b.titleCoverage - a.titleCoverage || a.title.localeCompare(b.title));
  const best = scored[0]?.confidence ?? 0;
  return scored
    .filter((c) => c.confidence >= best - CONFIDENCE_MARGIN)
    .slice(0, MAX_COVER_CANDIDATES)
    .map(({ book, confidence }) => ({ book, confidence }));
}
