import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { WithAuthState } from './session/auth.slice.js';
import { readerSessionEnded, type WithReaderSessionState } from './session/reader-session.slice.js';
import { refreshSession } from './session/refresh-session.js';
import { withOfflineData } from './offline/offline-base-query.js';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as WithAuthState).auth.session?.access_token;
    // A request may carry its own bearer (the password-recovery session is never stored).
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A reader's calls carry only the reader's token; the code sign-in carries no token at all. */
const readerRawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as WithReaderSessionState).readerSession.session?.access_token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});
const publicRawBaseQuery = fetchBaseQuery({ baseUrl: '/api' });

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);
const isReaderRoute = (url: string) => url === '/reader' || url.startsWith('/reader/') || url.startsWith('/reader?');
const isReaderCodeSignIn = (url: string) => url.startsWith('/auth/reader-code');

/** Calls where a 401 means "wrong credentials" or "no session", never "access token expired". */
const NO_REFRESH_PATHS = ['/auth/token', '/auth/signup', '/auth/verify', '/auth/recover', '/auth/logout'];

function shouldTryRefresh(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  if (NO_REFRESH_PATHS.some((path) => url.startsWith(path))) return false;
  const headers = typeof args === 'string' ? undefined : args.headers;
  return !(headers && new Headers(headers as HeadersInit).has('authorization'));
}

/**
 * fetchBaseQuery plus one refresh on 401: exchange the refresh token once (shared with any
 * concurrent request and the expiry timer), then retry the original request with the new token.
 */
const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  // The two sessions never mix: the parent's token is not sent to /api/reader/*, the reader's only there.
  const url = urlOf(args);
  if (isReaderCodeSignIn(url)) return publicRawBaseQuery(args, api, extraOptions);
  if (isReaderRoute(url)) {
    const readerToken = (api.getState() as WithReaderSessionState).readerSession.session?.access_token;
    const result = await readerRawBaseQuery(args, api, extraOptions);
    // Reader sessions have no refresh: a 401 means it expired or the parent turned the code off.
    if (result.error?.status === 401 && readerToken) api.dispatch(readerSessionEnded());
    return result;
  }
  const tokenUsed = (api.getState() as WithAuthState).auth.session?.access_token;
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !tokenUsed || !shouldTryRefresh(args)) return result;

  const tokenNow = (api.getState() as WithAuthState).auth.session?.access_token;
  // Someone else already refreshed while this request was on its way: just retry with the new token.
  const outcome = tokenNow && tokenNow !== tokenUsed ? 'refreshed' : await refreshSession(api);
  if (outcome === 'refreshed') result = await rawBaseQuery(args, api, extraOptions);
  return result;
};

/** The one RTK Query API. Features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  // saved answers for use without a connection (issue 25, docs/offline.md)
  baseQuery: withOfflineData(baseQueryWithRefresh),
  tagTypes: [
    'Profile',
    'Subscription',
    'FamilyMembers',
    'FamilyValues',
    'ReadingProfile',
    'ReadingList',
    'ScanHistory',
    'Feedback',
    'AdminProfiles',
    'AdminFeedback',
    'AdminBooks',
    'ReaderCode',
    'BookRequests',
    'ReaderSpace',
    'ShareLinks',
    'Household',
  ],
  endpoints: () => ({}),
});
