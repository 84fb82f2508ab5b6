import { apiErrorStatus } from '../../../app/api-error.js';
import type { AdminCorrection, CorrectionDecided, CorrectionDecision, CorrectionStatusFilter } from '../model/correction.types.js';
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

/** The corrections queue: open reports of wrong ratings, and the admin's decision. */
export const correctionsAdminApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminCorrections'] }).injectEndpoints({
  endpoints: (build) => ({
    adminCorrections: build.query<AdminCorrection[], CorrectionStatusFilter>({
      query: (status) => ({ url: '/admin/corrections', params: { status } }),
      providesTags: () => ['AdminCorrections'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => relockOn403(dispatch, queryFulfilled),
    }),
    decideCorrection: build.mutation<CorrectionDecided, CorrectionDecision>({
      query: ({ id, ...body }) => ({ url: `/admin/corrections/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      // a 409 (another admin decided first) leaves the list stale too: read it again either way
      invalidatesTags: (_result, error) => (apiErrorStatus(error) === 403 ? [] : ['AdminCorrections']),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => relockOn403(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminCorrectionsQuery, useDecideCorrectionMutation } = correctionsAdminApi;
