import { parseIsbn } from '../../domain/index.js';
import type { BookCatalog, CatalogHit } from '../../application/ports/book-catalog.port.js';
import type { RecognizedBook } from '../../application/ports/cover-recognizer.port.js';
import { coverWords, explainedShare, phraseCoverage, withJoinedNeighbours } from './cover-text-words.js';

/** A title must be at least this well covered by the cover's words to be the book at all. */
export const MIN_TITLE_COVERAGE = 0.6;
/** Without its author on the cover, a title must be nearly exact ('wander' is not Wonder). */
export const MIN_TITLE_ALONE = 0.85;
/** The author counts as printed from this coverage on. */
const AUTHOR_SHOWN = 0.5;
/** Candidates under this confidence are not offered. */
export const MIN_CONFIDENCE = 0.5;
/** Candidates this far below the best are dropped, so a clear cover answers with one book. */
export const CONFIDENCE_MARGIN = 0.15;
export const MAX_CANDIDATES = 5;
/** Catalog hits read per query (each OCR line, and all lines together). */
const HITS_PER_QUERY = 8;
const MAX_LINES = 8;
const MAX_QUERY = 300;

const ISBN_LIKE = /(?:97[89][\d -]{10,14}|\b\d[\d -]{8,11}[\dXx])\b/g;

/**
 * Search queries from the lines read on a cover: each line, and all of them together (a title
 * wrapped over two lines is still found by either line, so pairs of lines add queries, not books;
 * every query is SQL that an embedded PGlite runs on the main thread).
 */
function queriesOf(lines: readonly string[]): string[] {
  const kept = lines.filter((l) => coverWords(l).join('').length >= 3).slice(0, MAX_LINES);
  const all = kept.length > 1 ? [kept.join(' ')] : [];
  return [...new Set([...kept, ...all].map((q) => q.slice(0, MAX_QUERY)).filter((q) => q.trim() !== ''))];
}

/**
 * Names the catalog books that lines of text read from a cover show. Candidates come from the
 * catalog's own search (pg_trgm on title and author, see MikroOrmBookCatalog.search) for every line
 * and all lines together; each is then scored by how completely its title (70 %) and author (20 %)
 * appear among the cover's words, word by word (trigram or edit similarity: OCR misreads letters,
 * splits words and titles over lines), plus how much of the cover it explains (10 %). A title
 * without its author must be nearly exact. An ISBN printed on the cover and held by the catalog is
 * certain.
 */
export async function matchCoverText(catalog: BookCatalog, lines: readonly string[]): Promise<RecognizedBook[]> {
  const text = lines.join(' ');
  const words = coverWords(text);
  if (words.length === 0) return [];
  const readable = withJoinedNeighbours(words);

  for (const raw of text.match(ISBN_LIKE) ?? []) {
    const isbn = parseIsbn(raw.replace(/[ -]/g, ''));
    const book = isbn.ok ? await catalog.findByIsbn(isbn.value) : null;
    if (book) return [{ title: book.title, author: book.author, isbn: book.isbn, confidence: 1 }];
  }

  const hits = new Map<string, CatalogHit>();
  for (const query of queriesOf(lines)) {
    for (const hit of await catalog.search(query, HITS_PER_QUERY)) hits.set(hit.id, hit);
  }
  const scored = [...hits.values()]
    .map((hit) => {
      const title = coverWords(hit.title);
      const author = coverWords(hit.author);
      const titleCoverage = phraseCoverage(title, readable);
      const authorCoverage = phraseCoverage(author, readable);
      const confidence = 0.7 * titleCoverage + 0.2 * authorCoverage + 0.1 * explainedShare([...title, ...author], words);
      const sure = titleCoverage >= MIN_TITLE_COVERAGE && (authorCoverage >= AUTHOR_SHOWN || titleCoverage >= MIN_TITLE_ALONE);
      return { hit, titleCoverage, sure, confidence: Math.round(confidence * 100) / 100 };
    })
    .filter((c) => c.sure && c.confidence >= MIN_CONFIDENCE)
    .sort((a, b) => b.confidence - a.confidence || b.titleCoverage - a.titleCoverage || a.hit.title.localeCompare(b.hit.title));
  const best = scored[0]?.confidence ?? 0;
  return scored
    .filter((c) => c.confidence >= best - CONFIDENCE_MARGIN)
    .slice(0, MAX_CANDIDATES)
    .map(({ hit, confidence }) => ({ title: hit.title, author: hit.author, isbn: hit.isbn, confidence }));
}
