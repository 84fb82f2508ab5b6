import { baseApi } from '../api.js';
import type { FirstAnswers } from '../first-answers.js';
import type { Profile, SubscriptionStatus } from './session.types.js';

/** Session-wide reads used by the AuthProvider and SubscriptionProvider (auth itself is auth-client.ts). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
    getSubscription: build.query<SubscriptionStatus, { force: boolean }>({
      query: ({ force }) => (force ? '/subscription?force=1' : '/subscription'),
      // Forced and regular checks read and write the same cache entry.
      serializeQueryArgs: ({ endpointName }) => endpointName,
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetProfileQuery, useLazyGetSubscriptionQuery } = sessionApi;

/** The account's profile, which every signed-in page reads (AuthProvider): a first answer (first-answers.ts). */
export const prefetchProfile: FirstAnswers = (dispatch) => [dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { subscribe: false }))];

/**
 * The page load's subscription check (SubscriptionProvider), asked for with the first answers: the
 * first render then shows the plan and the scans left, and the provider's check takes this answer
 * (one render of its own) instead of two renders after it, checking and then the answer (issue 20,
 * docs/performance.md "Session 25").
 */
export const prefetchSubscription: FirstAnswers = (dispatch) => [
  dispatch(sessionApi.endpoints.getSubscription.initiate({ force: false }, { subscribe: false })),
];

/** The subscription's cached answer, whichever check (regular or forced) wrote it. */
export const selectCachedSubscription = sessionApi.endpoints.getSubscription.select({ force: false });
