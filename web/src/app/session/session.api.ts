import { baseApi } from '../api.js';
import type { AuthUser, Profile, Session, SubscriptionStatus } from './session.types.js';

export interface SignUpRequest {
  email: string;
  password: string;
  data: { first_name: string; last_name: string; birth_date?: string; user_type: 'parent' | 'individual' };
}

/** Session-wide calls used by the AuthProvider and SubscriptionProvider. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithPassword: build.mutation<Session, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/token?grant_type=password', method: 'POST', body }),
    }),
    // the session at the top level, the user inside it (GoTrue's sign-up answer when a session is made)
    signUp: build.mutation<Session, SignUpRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    signOutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout?scope=global', method: 'POST' }),
    }),
    getAuthUser: build.query<AuthUser, void>({
      query: () => '/auth/user',
    }),
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

export const {
  useSignInWithPasswordMutation,
  useSignUpMutation,
  useSignOutEverywhereMutation,
  useGetProfileQuery,
  useLazyGetSubscriptionQuery,
} = sessionApi;
