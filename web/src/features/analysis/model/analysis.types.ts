/** The shapes of POST /api/books/* answers (API.md "Book intelligence"), as the card reads them. */
import type { RatingsProvenance } from '../../../../../domain/index.js';

/** A category nobody rated for the book ("Not rated", never "none"). */
export interface UnratedCategory {
  category: string;
  label: string;
  /** The reader holds it at zero tolerance (screened or 'Avoid'). */
  zeroTolerance: boolean;
}

/** What a book is asked for by: a typed query, or a title/author (and ISBN) the client already knows. */
export interface BookQuery {
  title?: string;
  author?: string;
  isbn?: string;
  originalQuery?: string;
}

export interface ContentConsideration {
  /** The canonical category id (e.g. 'violence'); the server also accepts the label. */
  category: string;
  label: string;
  present: boolean;
  /** 0..5 */
  severity: number;
  description: string;
  examples?: string[];
  tolerance?: number;
  exceedsTolerance?: boolean;
  riskLevel?: string;
  /** False for a category nobody rated (from the answer's notRated): "Not rated", never "none". */
  rated?: boolean;
}

/** A book's fit for the reader: a similar book's (the analysis answer) or a search hit's (mapped from snake_case). */
export interface RelatedFit {
  matchLevel: string;
  matchScore: number;
  conflicts: { category: string; label: string; zeroTolerance: boolean }[];
  exceedsZeroTolerance: boolean;
}

export interface RelatedBook {
  title: string;
  author: string;
  isbn?: string | null;
  summary?: string;
  matchScore?: number | null;
  fit?: RelatedFit;
}

/** A GET /api/books/search result as the server sends it; `fit` (snake_case, like the query) when a reader was given. */
export interface SearchHit {
  title: string;
  author: string;
  isbn: string | null;
  score: number;
  fit?: {
    match_level: string;
    match_score: number;
    conflicts: { category: string; label: string; zero_tolerance: boolean }[];
    exceeds_zero_tolerance: boolean;
  };
  /** On the first result when it is the book the query typed: shown whatever its fit (never counted as hidden). */
  typed?: true;
}

/** A search result in the client: the fit in the same shape as a similar book's. */
export interface SearchResult extends Omit<SearchHit, 'fit'> {
  fit?: RelatedFit;
}

/** The search for a reader: the results and how many were hidden (the X-Hidden-Count header). */
export interface SearchForReader {
  results: SearchResult[];
  hiddenCount: number;
}

export interface Analysis {
  title: string;
  author: string;
  isbn?: string | null;
  summary: string;
  readerName?: string;
  /** good, decent, fair or poor; anything else is shown as unknown. */
  matchLevel: string;
  matchScore: number;
  matchReason: string[];
  parentAlerts: string[];
  contentConsiderations: ContentConsideration[];
  relatedBooks: RelatedBook[];
  /** Similar books held back for the reader's zero-tolerance categories ('Show them'). */
  hiddenRelatedBooks?: RelatedBook[];
  ageRange?: { min: number; max: number | null } | null;
  series?: { name: string; volume: number | null } | null;
  /** A later volume of the series above the reader's limits while this one fits. */
  seriesWarning?: SeriesWarning | null;
  /** Categories nobody rated for this book (absent in answers cached before they existed). */
  notRated?: UnratedCategory[];
  /** Where the ratings come from (absent in answers stored before it existed). */
  provenance?: RatingsProvenance;
}

export interface SeriesWarning {
  title: string;
  volume: number;
  categories: string[];
  message: string;
}

/** One candidate of 'Which book did you mean?'. */
export interface BookChoice {
  title: string;
  author: string;
  isbn?: string | null;
  /** The candidate's match for the reader, in percent; null when not known (a cover scan). */
  matchScore?: number | null;
}

export type AnalyzeAnswer = Analysis | { requiresSelection: true; matches: BookChoice[] };

export interface AnalyzeRequest {
  book: BookQuery;
  reader_id: string;
  forceAnalysis?: boolean;
}

export interface ContentExample {
  description: string;
  characters?: string;
  quote?: string;
  quoteVerified?: boolean;
  location?: string;
  type?: string;
  typeLabel?: string | null;
  context?: string;
}

export interface Review {
  source: string;
  rating: number;
  text: string;
  reviewer: string;
}

/** How the book reached the analysis; the scan history records the first two. */
export type AnalysisOrigin = 'manual-search' | 'camera-scan';

export const requiresSelection = (answer: AnalyzeAnswer): answer is { requiresSelection: true; matches: BookChoice[] } =>
  'requiresSelection' in answer && answer.requiresSelection === true;
