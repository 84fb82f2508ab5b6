import { apiErrorStatus } from '../../../app/api-error.js';
import type { AdminCatalogRequest, CatalogRequestDecisionBody } from '../model/catalog-request-admin.types.js';
import { generatedApi } from '../../../api/generated.js';
import { adminApi } from './admin.api.js';

/** A 403 means the unlock ran out: the access probe asks again and the gate takes over (as in admin.api.ts). */
async function relockOn403(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<unknown>) {
  try {
    await queryFulfilled;
  } catch (failure) {
    const error = (failure as { error?: Parameters<typeof apiErrorStatus>[0] }).error;
    if (apiErrorStatus(error) === 403) dispatch(adminApi.util.invalidateTags(['AdminAccess']));
  }
}

/** Books parents asked us to add, most requested first, and the admin's answer. */
export const catalogRequestsAdminApi = generatedApi
  .enhanceEndpoints({
    addTagTypes: ['AdminCatalogRequests'],
    endpoints: {
      adminCatalogRequestsControllerList: {
        providesTags: ['AdminCatalogRequests'],
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => relockOn403(dispatch, queryFulfilled),
      },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      decideCatalogRequest: build.mutation<AdminCatalogRequest, CatalogRequestDecisionBody>({
        query: ({ id, status }) => ({ url: `/admin/catalog-requests/${encodeURIComponent(id)}`, method: 'PATCH', body: { status } }),
        invalidatesTags: (_result, error) => (apiErrorStatus(error) === 403 ? [] : ['AdminCatalogRequests']),
        onQueryStarted: (_arg, { dispatch, queryFulfilled }) => relockOn403(dispatch, queryFulfilled),
      }),
    }),
  });

export const { useAdminCatalogRequestsControllerListQuery: useAdminCatalogRequestsQuery, useDecideCatalogRequestMutation } = catalogRequestsAdminApi;
