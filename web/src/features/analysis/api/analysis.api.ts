import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type {
  BooksControllerSearchApiArg,
  ChatAnswerDto,
  ChatDto,
  CheckoutDto,
  CheckoutUrlDto,
  ContentDetailsDto,
  ContentExamplesDto,
  ReviewsAnswerDto,
  ReviewsDto,
} from '../../../api/generated.js';
import { baseApi } from '../../../app/api.js';
import type { AnalyzeAnswer, AnalyzeRequest, SearchForReader, SearchHit, SearchResult } from '../model/analysis.types.js';

/** The search as the screen asks it (sent as q, reader_id and show_all). */
type BookSearchForReader = Required<Pick<BooksControllerSearchApiArg, 'q'>> & { readerId: string; showAll: boolean };

/** A search hit in the client's shape: its fit camelCase, as a similar book's is. */
const searchResultOf = ({ fit, ...hit }: SearchHit): SearchResult =>
  fit
    ? {
        ...hit,
        fit: {
          matchLevel: fit.match_level,
          matchScore: fit.match_score,
          conflicts: fit.conflicts.map((c) => ({ category: c.category, label: c.label, zeroTolerance: c.zero_tolerance })),
          exceedsZeroTolerance: fit.exceeds_zero_tolerance,
        },
      }
    : hit;

/**
 * Book intelligence: analysis, examples per flagged category, reviews by perspective, questions,
 * and the checkout that lifts the free-scan cap (a 402 from the analysis).
 */
export const analysisApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    analyzeBook: build.mutation<AnalyzeAnswer, AnalyzeRequest>({
      query: (body) => ({ url: '/books/analyze', method: 'POST', body }),
      // A fresh analysis takes one free scan: the subscription block shows the new count.
      invalidatesTags: ['Subscription'],
    }),
    /** Catalog matches judged for the reader; books above a zero-tolerance category only with showAll. */
    searchBooksForReader: build.query<SearchForReader, BookSearchForReader>({
      query: ({ q, readerId, showAll }) => ({ url: '/books/search', params: { q, reader_id: readerId, ...(showAll ? { show_all: 'true' } : {}) } }),
      // the count travels in a header so the answer stays the array API.md fixes; the base query passes fetchBaseQuery's meta through
      transformResponse: (hits: SearchHit[], meta) => ({
        results: hits.map(searchResultOf),
        hiddenCount: Number((meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('X-Hidden-Count') ?? 0) || 0,
      }),
    }),
    bookContentDetails: build.mutation<ContentExamplesDto, ContentDetailsDto>({
      query: (body) => ({ url: '/books/content-details', method: 'POST', body }),
    }),
    bookReviews: build.mutation<ReviewsAnswerDto, ReviewsDto>({
      query: (body) => ({ url: '/books/reviews', method: 'POST', body }),
    }),
    askAboutBook: build.mutation<ChatAnswerDto, ChatDto>({
      query: (body) => ({ url: '/books/chat', method: 'POST', body }),
    }),
    startUpgradeCheckout: build.mutation<CheckoutUrlDto, Required<CheckoutDto>>({
      query: (body) => ({ url: '/billing/checkout', method: 'POST', body }),
    }),
  }),
});

export const {
  useAnalyzeBookMutation,
  useSearchBooksForReaderQuery,
  useBookContentDetailsMutation,
  useBookReviewsMutation,
  useAskAboutBookMutation,
  useStartUpgradeCheckoutMutation,
} = analysisApi;
