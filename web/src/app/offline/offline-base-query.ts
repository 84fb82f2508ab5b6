import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { BookQuestion } from '../../../../domain/index.js';
import type { WithAuthState } from '../session/auth.slice.js';
import type { SavedAnswer } from './saved-data.js';

// The saved data's code (IndexedDB, the re-scoring rule) loads with the first signed-in request,
// never with the landing page (docs/performance.md's first-page budget).
const savedData = () => import('./saved-data.js');

/** The account the saved data belongs to: the signed-in user's id (null when signed out: nothing is kept). */
export const accountOf = (state: unknown): string | null => (state as Partial<WithAuthState>).auth?.session?.user?.id ?? null;

/**
 * The request's path with its query string, as the key of a saved answer; `force=1` (a check that
 * skips the server's short cache) asks for the same data, so it is left out of the key.
 */
function pathOf(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (typeof args !== 'string' && args.params) for (const [k, v] of Object.entries(args.params)) params.append(k, String(v));
  params.delete('force');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
const methodOf = (args: string | FetchArgs) => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase());

/** No answer at all: the device is offline or the server cannot be reached. */
export const isUnreachable = (error: FetchBaseQueryError | undefined): boolean =>
  error !== undefined && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

interface AnalyzeBody {
  book: BookQuestion;
  reader_id: string;
}

/**
 * The offline layer around the app's base query (issue 25): answers of the saved GET routes and
 * every analysis are kept in IndexedDB as they arrive; when a request meets no connection, the
 * saved answer is given instead (an analysis for another reader is judged again on the device).
 * Everything else passes through unchanged, errors included.
 */
type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

export function withOfflineData(baseQuery: AppBaseQuery): AppBaseQuery {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    const account = accountOf(api.getState());
    if (!account) return result;
    const method = methodOf(args);
    const path = pathOf(args);
    const analyze = method === 'POST' && path === '/books/analyze' && typeof args !== 'string';
    if (method !== 'GET' && !analyze) return result;
    const data = await savedData().catch(() => null); // its code could not load: the answer as it came
    if (!data) return result;
    const { isSavedRoute, loadResponse, offlineAnswer, saveAnalysis, saveResponse } = data;
    if (method === 'GET' && isSavedRoute(path)) {
      if (!result.error) saveResponse(account, path, result.data, (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers);
      else if (isUnreachable(result.error)) {
        const saved = await loadResponse(account, path);
        if (saved)
          return {
            data: saved.data,
            meta: { request: new Request(new URL(path, 'http://offline.invalid')), response: new Response(null, { headers: saved.headers }) },
          };
      }
      return result;
    }
    if (analyze) {
      const body = args.body as AnalyzeBody;
      const answer = result.data as (SavedAnswer & { requiresSelection?: boolean }) | undefined;
      if (answer && !answer.requiresSelection) void saveAnalysis(account, body.reader_id, body.book, answer);
      else if (isUnreachable(result.error)) {
        const saved = await offlineAnswer(account, body.reader_id, body.book);
        if (saved) return { data: saved };
      }
    }
    return result;
  };
}
