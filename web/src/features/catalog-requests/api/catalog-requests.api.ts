import type { FirstAnswers } from '../../../app/first-answers.js';
import { generatedApi } from '../../../api/generated.js';
import type { CatalogRequest, NewCatalogRequest } from '../model/catalog-request.types.js';

/** "Ask us to add this book": the parent's requests for books the catalog lacks. */
export const catalogRequestsApi = generatedApi
  .enhanceEndpoints({ addTagTypes: ['CatalogRequests'], endpoints: { catalogRequestsControllerList: { providesTags: ['CatalogRequests'] } } })
  .injectEndpoints({
    endpoints: (build) => ({
      askToAddBook: build.mutation<CatalogRequest, NewCatalogRequest>({
        query: (body) => ({ url: '/catalog-requests', method: 'POST', body }),
        invalidatesTags: ['CatalogRequests'],
      }),
      // no invalidation: the notice on screen stays until the parent closes it; the next visit reads it as seen
      catalogRequestSeen: build.mutation<void, string>({
        query: (id) => ({ url: `/catalog-requests/${encodeURIComponent(id)}/seen`, method: 'POST' }),
      }),
    }),
  });

export const { useCatalogRequestsControllerListQuery: useMyCatalogRequestsQuery, useAskToAddBookMutation, useCatalogRequestSeenMutation } = catalogRequestsApi;

/** The parent's "Ask us to add this book" requests (a book now added is announced): a first answer of the scanner. */
export const prefetchCatalogRequests: FirstAnswers = (dispatch) => [
  dispatch(catalogRequestsApi.endpoints.catalogRequestsControllerList.initiate(undefined, { subscribe: false })),
];
