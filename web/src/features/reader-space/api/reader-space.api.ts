import { generatedApi, type ReaderCodeSignInDto, type ReaderSessionDto } from '../../../api/generated.js';
import type { CatalogMatch, NewReaderRequest, ReaderReadingListItem, ReaderRequest } from '../model/reader-space.types.js';
import { fetchAllPages } from '../../../app/all-pages.js';

/**
 * A reader's own calls. Everything under /reader/* carries the reader's token only (api.ts), and
 * every cached answer is tagged 'ReaderSpace', dropped when a reader signs in or out.
 */
export const readerSpaceApi = generatedApi
  .enhanceEndpoints({
    endpoints: { readerControllerMe: { providesTags: ['ReaderSpace'] }, readerControllerMyRequests: { providesTags: ['ReaderSpace'] } },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      signInWithReaderCode: build.mutation<ReaderSessionDto, ReaderCodeSignInDto>({
        query: (body) => ({ url: '/auth/reader-code', method: 'POST', body }),
      }),
      readerBookSearch: build.query<CatalogMatch[], string>({
        // catalog matches hold nothing of the reader's: no tag, so asking for a book does not search again
        query: (q) => `/reader/books/search?q=${encodeURIComponent(q)}`,
      }),
      askForBook: build.mutation<ReaderRequest, NewReaderRequest>({
        query: (body) => ({ url: '/reader/requests', method: 'POST', body }),
        invalidatesTags: ['ReaderSpace'],
      }),
      readerReadingList: build.query<ReaderReadingListItem[], void>({
        // pages of 100 (X-Next-Offset): a reading list may hold more
        queryFn: (_arg, _api, _extra, fetch) => fetchAllPages<ReaderReadingListItem>(fetch, '/reader/reading-list'),
        providesTags: ['ReaderSpace'],
      }),
    }),
  });

export const {
  useSignInWithReaderCodeMutation,
  useReaderControllerMeQuery: useReaderMeQuery,
  useLazyReaderBookSearchQuery,
  useReaderControllerMyRequestsQuery: useReaderRequestsQuery,
  useAskForBookMutation,
  useReaderReadingListQuery,
  useReaderControllerLogoutMutation: useReaderLogoutMutation,
} = readerSpaceApi;
