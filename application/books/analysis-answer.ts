import {
  discoveryOrder,
  exampleTypeOf,
  type RatingsProvenance,
  type UnratedCategory,
  exampleTypeLabel,
  matchBook,
  readerFit,
  seriesWarning,
  type BookMatch,
  type ReaderFit,
  type SeriesWarning,
  type ContentConsideration,
  type ExampleType,
  type ReaderProfile,
} from '../../domain/index.js';
import type { CatalogBook, RelatedCatalogBook } from '../ports/book-catalog.port.js';

/** A consideration as the card shows it, with the example type of the split families. */
export interface AnalysisConsideration extends ContentConsideration {
  /** whimsical_fantasy / dark_occult / constructive / malicious for supernatural and bullying content, else null. */
  readonly exampleType: ExampleType | null;
  readonly exampleTypeLabel: string | null;
}

export interface RelatedBook {
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  readonly summary: string;
  readonly matchScore: number;
  /** The reader's fit, for a small badge: level, the categories above their comfort level. */
  readonly fit: ReaderFit;
}

/** How many similar books an analysis lists. */
export const RELATED_BOOKS = 4;
/**
 * How many of the most related books the catalog reads for them (one query): the four shown are
 * the best of these once books above a zero-tolerance category are held back.
 */
export const RELATED_CANDIDATES = 16;

/** POST /api/books/analyze when one book was found. */
export interface BookAnalysis {
  readonly title: string;
  readonly author: string;
  readonly isbn: string | null;
  readonly summary: string;
  readonly readerName: string;
  readonly ageRange: { min: number; max: number | null } | null;
  readonly series: { name: string; volume: number | null } | null;
  readonly matchLevel: BookMatch['matchLevel'];
  readonly matchScore: number;
  readonly matchReason: string[];
  readonly parentAlerts: string[];
  readonly contentConsiderations: AnalysisConsideration[];
  /** Categories nobody rated for this book: "Not rated", never counted as clean. */
  readonly notRated: UnratedCategory[];
  /** Similar books for this reader: none above a category they hold at zero tolerance; better fits first among equally related. */
  readonly relatedBooks: RelatedBook[];
  /** The similar books held back for the reader's zero-tolerance categories ('Show them'); each says why in `fit.conflicts`. */
  readonly hiddenRelatedBooks: RelatedBook[];
  /** A later volume of the series above the reader's limits while this one fits; null otherwise. */
  readonly seriesWarning: SeriesWarning | null;
  /** Where the facts came from: the starter catalog, an admin import, or an AI analysis. */
  readonly source: string;
  /** Where the content ratings come from and when they were set (the card says it in plain words). */
  readonly provenance: RatingsProvenance;
  /**
   * The book's preference tags: with `contentConsiderations` and `notRated`, the facts the web app
   * needs to judge a saved analysis again for another reader offline (issue 25).
   */
  readonly bookTags: readonly string[];
}

/** POST /api/books/analyze when the query could mean several books. */
export interface BookChoices {
  readonly requiresSelection: true;
  readonly matches: { title: string; author: string; isbn: string | null; matchScore: number | null }[];
}

/**
 * Similar books for the reader, by the domain's discoveryOrder: relatedness (shared tags and flags)
 * first, the better fit among equally related, books above a zero-tolerance category held back.
 * Without a relatedness (an adapter that does not know it) the incoming order is kept.
 */
export function relatedForReader(
  related: readonly RelatedCatalogBook[],
  reader: ReaderProfile,
  limit = RELATED_BOOKS,
): { shown: RelatedBook[]; hidden: RelatedBook[] } {
  const list = discoveryOrder(
    related.map((r, index) => ({ item: r, relevance: r.relatedness ?? -index, fit: readerFit(r.facts, reader) })),
    { limit, showAll: false },
  );
  const view = ({ item: r, fit }: { item: RelatedCatalogBook; fit: ReaderFit }): RelatedBook => ({
    title: r.title,
    author: r.author,
    isbn: r.isbn,
    summary: r.summary,
    matchScore: fit.matchScore,
    fit,
  });
  return { shown: list.shown.map(view), hidden: list.hidden.map(view) };
}

/** The analysis of a book for a reader: the domain's match, the book's record and related books. */
export function analysisAnswer(
  book: CatalogBook,
  reader: ReaderProfile,
  related: readonly RelatedCatalogBook[],
  laterInSeries: readonly CatalogBook[] = [],
): BookAnalysis {
  const match = matchBook(book.facts, reader);
  const similar = relatedForReader(related, reader);
  return {
    title: book.title,
    author: book.author,
    isbn: book.isbn,
    summary: book.summary,
    readerName: reader.name,
    ageRange: book.ageMin !== null ? { min: book.ageMin, max: book.ageMax } : null,
    series: book.series ? { name: book.series, volume: book.seriesVolume } : null,
    matchLevel: match.matchLevel,
    matchScore: match.matchScore,
    matchReason: match.matchReason,
    parentAlerts: match.parentAlerts,
    contentConsiderations: match.contentConsiderations.map((c) => {
      const exampleType = exampleTypeOf(c.category);
      return { ...c, exampleType, exampleTypeLabel: exampleType ? exampleTypeLabel(exampleType) : null };
    }),
    notRated: match.notRated,
    relatedBooks: similar.shown,
    hiddenRelatedBooks: similar.hidden,
    seriesWarning: seriesWarning(
      book.facts,
      laterInSeries.filter((b) => b.seriesVolume !== null).map((b) => ({ facts: b.facts, volume: b.seriesVolume! })),
      reader,
    ),
    source: book.source,
    provenance: book.provenance,
    bookTags: [...(book.facts.tags ?? [])],
  };
}
