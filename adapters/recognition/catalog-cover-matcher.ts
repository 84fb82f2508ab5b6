import { coverWords, explainedShare, identifyCover, parseIsbn, phraseCoverage, withJoinedNeighbours } from '../../domain/index.js';
import type { BookCatalog, CatalogHit } from '../../application/ports/book-catalog.port.js';
import type { RecognizedBook } from '../../application/ports/cover-recognizer.port.js';

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
 * splits words and titles over lines), plus how much of the cover it explains (10 %); which books
 * the cover names is the domain's rule (identifyCover: the title must be on the cover, nearly
 * exactly without its author). An ISBN printed on the cover and held by the catalog is certain.
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
  // how much of each candidate's title and author the cover shows; which it names is the domain's rule
  const named = identifyCover(
    [...hits.values()].map((hit) => {
      const title = coverWords(hit.title);
      const author = coverWords(hit.author);
      return {
        book: hit,
        title: hit.title,
        titleCoverage: phraseCoverage(title, readable),
        authorCoverage: phraseCoverage(author, readable),
        explained: explainedShare([...title, ...author], words),
      };
    }),
  );
  return named.map(({ book, confidence }) => ({ title: book.title, author: book.author, isbn: book.isbn, confidence }));
}
