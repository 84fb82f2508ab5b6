import type { SharedCardControllerSearchBooksApiArg } from '../../../api/generated.js';
import { baseApi } from '../../../app/api.js';
import type { SharedCard, SharedSearchHit } from '../model/shared-card.types.js';

const base = (token: string) => `/share/${encodeURIComponent(token)}`;

/** The public card of a share link: no account, the token is the key. Never cached between visits. */
export const sharedCardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSharedCard: build.query<SharedCard, string>({ query: (token) => base(token), keepUnusedDataFor: 0 }),
    searchSharedCard: build.query<SharedSearchHit[], SharedCardControllerSearchBooksApiArg>({
      query: ({ token, q }) => ({ url: `${base(token)}/books/search`, params: { q } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSharedCardQuery, useLazySearchSharedCardQuery } = sharedCardApi;

/** The printable card's address (a plain link: the browser downloads it). */
export const sharedCardPdfUrl = (token: string): string => `/api${base(token)}/card.pdf`;
