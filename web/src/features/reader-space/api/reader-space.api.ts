import { baseApi } from '../../../app/api.js';
import type { ReaderSession } from '../../../app/session/reader-session.types.js';
import type { CatalogMatch, NewReaderRequest, ReaderMe, ReaderReadingListItem, ReaderRequest } from '../model/reader-space.types.js';
import { fetchAllPages } from '../../../app/all-pages.js';

/**
 * A reader's own calls. Everything under /reader/* carries the reader's token only (api.ts), and
 * every cached answer is tagged 'ReaderSpace', dropped when a reader signs in or out.
 */
export const readerSpaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithReaderCode: build.mutation<ReaderSession, { code: string }>({
      query: (body) => ({ url: '/auth/reader-code', method: 'POST', body }),
    }),
    readerMe: build.query<ReaderMe, void>({ query: () => '/reader/me', providesTags: ['ReaderSpace'] }),
    readerBookSearch: build.query<CatalogMatch[], string>({
      // catalog matches hold nothing of the reader's: no tag, so asking for a book does not search again
      query: (q) => `/reader/books/search?q=${encodeURIComponent(q)}`,
    }),
    readerRequests: build.query<ReaderRequest[], void>({ query: () => '/reader/requests', providesTags: ['ReaderSpace'] }),
    askForBook: build.mutation<ReaderRequest, NewReaderRequest>({
      query: (body) => ({ url: '/reader/requests', method: 'POST', body }),
      invalidatesTags: ['ReaderSpace'],
    }),
    readerReadingList: build.query<ReaderReadingListItem[], void>({
      // pages of 100 (X-Next-Offset): a reading list may hold more
      queryFn: (_arg, _api, _extra, fetch) => fetchAllPages<ReaderReadingListItem>(fetch, '/reader/reading-list'),
      providesTags: ['ReaderSpace'],
    }),
    readerLogout: build.mutation<void, void>({ query: () => ({ url: '/reader/logout', method: 'POST' }) }),
  }),
});

export const {
  useSignInWithReaderCodeMutation,
  useReaderMeQuery,
  useLazyReaderBookSearchQuery,
  useReaderRequestsQuery,
  useAskForBookMutation,
  useReaderReadingListQuery,
  useReaderLogoutMutation,
} = readerSpaceApi;
