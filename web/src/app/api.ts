import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { readerSessionEnded, type WithReaderSessionState } from './session/reader-session.slice.js';
import { withOfflineData } from './offline/offline-base-query.js';
import { loadAuthClient } from './session/load-auth-client.js';
import { isFreshBeyondRefresh, readStoredSession } from './session/session-storage.js';

/**
 * The parent's access token. A stored token with more than a tick beyond auth-js's refresh margin
 * left is used as it is (what getSession() would answer), so a signed-in page's first requests do
 * not wait for the auth client's code (decision 53). Otherwise the auth client answers: from
 * storage, refreshed first when within the 90 s margin of expiry. No session stored: none.
 */
async function currentAccessToken(): Promise<string | null> {
  const stored = readStoredSession();
  if (!stored) return null;
  if (isFreshBeyondRefresh(stored, Date.now())) return stored.access_token;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.access_token ?? null;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: async (headers) => {
    // A request may carry its own bearer (the admin unlock sends the one it read).
    if (headers.has('authorization')) return headers;
    const token = await currentAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
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

/**
 * A 401 means "access token expired" except on the auth routes (the auth client speaks to those
 * itself) and on a request that brought its own bearer (a wrong admin password is a 401 too).
 */
function shouldTryRefresh(args: string | FetchArgs): boolean {
  if (urlOf(args).startsWith('/auth/')) return false;
  const headers = typeof args === 'string' ? undefined : args.headers;
  return !(headers && new Headers(headers as HeadersInit).has('authorization'));
}

/** A new access token after a 401, or null when the session is over (the client signs out). */
async function tokenAfterRefresh(tokenUsed: string): Promise<string | null> {
  // Someone else (the expiry tick, another request, another tab) already refreshed meanwhile.
  const now = await currentAccessToken();
  if (now && now !== tokenUsed) return now;
  const { data, error } = await (await loadAuthClient()).refreshSession();
  if (data.session) return data.session.access_token;
  // Discarded because another tab rotated first: what is in storage now is the fresh session.
  const after = error ? await currentAccessToken() : null;
  return after && after !== tokenUsed ? after : null;
}

/**
 * fetchBaseQuery plus one refresh on 401: the auth client refreshes the session once (shared with
 * any concurrent request and its own expiry tick), then the original request is retried.
 */
const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
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
  const tokenUsed = await currentAccessToken();
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !tokenUsed || !shouldTryRefresh(args)) return result;
  return (await tokenAfterRefresh(tokenUsed)) ? rawBaseQuery(args, api, extraOptions) : result;
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
