import { useAuth } from '../../../app/session/auth-context.js';
import { useBookRequestsQuery } from '../api/book-requests.api.js';

/** New requests show up while the scanner is open: checked each minute while the tab is in view. */
const POLL_MS = 60_000;

/** How many requests wait for an answer (the Requests badge); 0 until known. */
export function usePendingRequestCount(): number {
  const { status } = useAuth();
  const { data } = useBookRequestsQuery('pending', {
    skip: status !== 'signedIn',
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return data?.length ?? 0;
}
