/**
 * The shapes of /api/books/* answers: the server's, generated from its OpenAPI document
 * (web/src/api/generated.ts, `npm run api:generate`), so a renamed field breaks the build.
 * Only client-side shapes (a search result's camelCase fit, the flow's origins) are written here.
 */
import type {
  AnalyzeDto,
  BookAnalysisDto,
  BookChoiceDto,
  BookChoicesDto,
  BookQueryDto,
  ContentConsiderationDto,
  ContentExampleDto,
  ReaderFitDto,
  RelatedBookDto,
  ReviewDto,
  SearchHitDto,
  SeriesWarningDto,
  UnratedCategoryDto,
} from '../../../api/generated.js';

export type UnratedCategory = UnratedCategoryDto;
type ConsiderationCore = 'category' | 'label' | 'present' | 'severity' | 'description';
/**
 * A category row as the card shows it: the server's consideration, or a quiet category the client
 * lists itself (without examples or tolerance); `rated` false for a category nobody rated.
 */
export type ContentConsideration = Pick<ContentConsiderationDto, ConsiderationCore> &
  Partial<Omit<ContentConsiderationDto, ConsiderationCore>> & { rated?: boolean };
/** A book's fit for the reader: a similar book's (the analysis answer) or a search hit's (mapped from snake_case). */
export type RelatedFit = ReaderFitDto;
export type RelatedBook = RelatedBookDto;
/** A GET /api/books/search result as the server sends it; `fit` (snake_case, like the query) when a reader was given. */
export type SearchHit = SearchHitDto;
export type Analysis = BookAnalysisDto;
export type SeriesWarning = SeriesWarningDto;
/** One candidate of 'Which book did you mean?'. */
export type BookChoice = BookChoiceDto;
export type ContentExample = ContentExampleDto;
export type Review = ReviewDto;

/** What a book is asked for by: a typed query, or a title/author (and ISBN) the client already knows. */
export type BookQuery = BookQueryDto;

/** A search result in the client: the fit in the same shape as a similar book's. */
export interface SearchResult extends Omit<SearchHit, 'fit'> {
  fit?: RelatedFit;
}

/** The search for a reader: the results and how many were hidden (the X-Hidden-Count header). */
export interface SearchForReader {
  results: SearchResult[];
  hiddenCount: number;
}

export type AnalyzeAnswer = Analysis | BookChoicesDto;

/** POST /api/books/analyze as the client sends it. */
export type AnalyzeRequest = Pick<AnalyzeDto, 'book' | 'reader_id' | 'forceAnalysis'>;

/** How the book reached the analysis; the scan history records the first two. */
export type AnalysisOrigin = 'manual-search' | 'camera-scan';

export const requiresSelection = (answer: AnalyzeAnswer): answer is BookChoicesDto => 'requiresSelection' in answer && answer.requiresSelection === true;
