import { generatedApi } from '../../../api/generated.js';
import { apiErrorStatus } from '../../../app/api-error.js';
import type { WithAuthState } from '../../../app/session/auth.slice.js';
import type {
  AdminFeedback,
  AdminProfile,
  AdminUnlock,
  AdminUnlocked,
  BookFixed,
  FeedbackStatusChange,
  FeedbackStatusChanged,
  ImportJob,
  ImportJobRequest,
  InsightAnswer,
  InsightRequest,
} from '../model/admin.types.js';

/** Every admin list the unlock (or its expiry) makes stale. */
const ADMIN_DATA = ['AdminAccess', 'AdminProfiles', 'AdminFeedback', 'AdminBooks'] as const;

/**
 * An admin call answered 403: the unlock has run out (or the admin right was taken away). Asking
 * the access probe again sends every admin page back to its gate, which tells the two apart.
 */
async function relockOn403(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<unknown>) {
  try {
    await queryFulfilled;
  } catch (failure) {
    const error = (failure as { error?: Parameters<typeof apiErrorStatus>[0] }).error;
    if (apiErrorStatus(error) === 403) dispatch(adminApi.util.invalidateTags(['AdminAccess']));
  }
}

const withRelock = {
  onQueryStarted: (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<unknown> }) =>
    relockOn403(dispatch, queryFulfilled),
};

/** The admin area: gate, dashboard and book tools (see docs/admin.md). */
export const adminApi = generatedApi
  .enhanceEndpoints({
    addTagTypes: ['AdminAccess'],
    // the book list's query is the generated one's ({ q, limit })
    endpoints: { adminBooksControllerList: { providesTags: () => ['AdminBooks'], ...withRelock } },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * Whether the admin area is open to the caller right now: the cheapest admin read. 403 means
       * "not an admin" or "not unlocked"; the gate tells them apart by the profile's is_admin.
       */
      adminAccess: build.query<true, void>({
        query: () => '/admin/profiles?limit=1',
        transformResponse: () => true as const,
        providesTags: () => ['AdminAccess'],
      }),
      unlockAdmin: build.mutation<AdminUnlocked, AdminUnlock>({
        // The request carries its own bearer so that a wrong password (401 'Invalid password') is
        // not mistaken for an expired session: a refresh-and-retry would spend a second attempt of
        // the five the server allows.
        queryFn: async (body, api, _extra, baseQuery) => {
          const token = (api.getState() as WithAuthState).auth.session?.access_token;
          const headers = token ? { authorization: `Bearer ${token}` } : undefined;
          const result = await baseQuery({ url: '/admin/unlock', method: 'POST', body, headers });
          return result.error ? { error: result.error } : { data: result.data as AdminUnlocked };
        },
        invalidatesTags: (result) => (result ? [...ADMIN_DATA] : []),
      }),
      adminProfiles: build.query<AdminProfile[], void>({
        query: () => '/admin/profiles',
        providesTags: () => ['AdminProfiles'],
        ...withRelock,
      }),
      adminFeedback: build.query<AdminFeedback[], void>({
        query: () => '/admin/feedback',
        providesTags: () => ['AdminFeedback'],
        ...withRelock,
      }),
      changeFeedbackStatus: build.mutation<FeedbackStatusChanged, FeedbackStatusChange>({
        query: ({ id, action }) => ({ url: `/admin/feedback/${encodeURIComponent(id)}`, method: 'PATCH', body: { action } }),
        // 409 (someone else moved it first) also leaves the list stale: read it again either way.
        invalidatesTags: (_result, error) => (apiErrorStatus(error) === 403 ? [] : ['AdminFeedback']),
        ...withRelock,
      }),
      /** Starts an import (preview or real) as a job; the CSV goes as the body itself (up to 60 MB). */
      startImportJob: build.mutation<ImportJob, ImportJobRequest>({
        query: ({ csvContent, dryRun, mode }) => ({
          url: '/admin/books/import-jobs',
          method: 'POST',
          params: { dryRun: String(dryRun), clean: String(mode === 'clean') },
          headers: { 'content-type': 'text/csv; charset=utf-8' },
          body: csvContent,
        }),
        ...withRelock,
      }),
      importJob: build.query<ImportJob, string>({
        query: (id) => `/admin/books/import-jobs/${encodeURIComponent(id)}`,
        keepUnusedDataFor: 0,
        onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
          await relockOn403(dispatch, queryFulfilled);
          const done = await queryFulfilled.then((r) => r.data.state === 'done' && !r.data.dryRun).catch(() => false);
          if (done) dispatch(adminApi.util.invalidateTags(['AdminBooks']));
        },
      }),
      fixBookData: build.mutation<BookFixed, string>({
        query: (isbn) => ({ url: `/admin/books/${encodeURIComponent(isbn)}/fix`, method: 'POST' }),
        invalidatesTags: (result) => (result && result.changes.length > 0 ? ['AdminBooks'] : []),
        ...withRelock,
      }),
      generateInsight: build.mutation<InsightAnswer, InsightRequest>({
        query: (body) => ({ url: '/admin/insights', method: 'POST', body }),
        ...withRelock,
      }),
    }),
  });

export const {
  useAdminAccessQuery,
  useUnlockAdminMutation,
  useAdminProfilesQuery,
  useAdminFeedbackQuery,
  useChangeFeedbackStatusMutation,
  useAdminBooksControllerListQuery: useAdminBooksQuery,
  useStartImportJobMutation,
  useImportJobQuery,
  useFixBookDataMutation,
  useGenerateInsightMutation,
} = adminApi;
