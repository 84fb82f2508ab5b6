import { useAuth } from '../../../app/session/auth-context.js';
import type { FirstAnswers } from '../../../app/first-answers.js';
import { bookRequestsApi, useBookRequestsQuery } from '../api/book-requests.api.js';
import type { BookRequestFilter } from './book-request.types.js';

/** New requests show up while the scanner is open: checked each minute while the tab is in view. */
const POLL_MS = 60_000;
const PENDING: BookRequestFilter = 'pending';

/** How many requests wait for an answer (the Requests badge); 0 until known. */
export function usePendingRequestCount(): number {
  const { status } = useAuth();
  const { data } = useBookRequestsQuery(PENDING, {
    skip: status !== 'signedIn',
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return data?.length ?? 0;
}

/** The waiting requests (the Requests badge): a first answer of the scanner. */
export const prefetchPendingRequests: FirstAnswers = (dispatch) => [dispatch(bookRequestsApi.endpoints.bookRequests.initiate(PENDING, { subscribe: false }))];
