import { useAuth } from '../../../app/session/auth-context.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useGetProfileQuery } from '../../../app/session/session.api.js';
import { useAdminAccessQuery } from '../api/admin.api.js';

/**
 * Where the caller stands at the admin gate:
 * - `signedOut`: nobody is signed in;
 * - `notAdmin`: signed in, the profile is not an admin;
 * - `locked`: an admin whose unlock is not running (never entered, or its 30 minutes are over);
 * - `open`: the admin area answers;
 * - `unavailable`: the profile or the probe failed for another reason (network, server).
 */
export type AdminAccessState = 'checking' | 'signedOut' | 'notAdmin' | 'locked' | 'open' | 'unavailable';

export interface AdminAccess {
  state: AdminAccessState;
  /** The server's message when `unavailable`. */
  message: string | null;
  retry: () => void;
}

export function useAdminAccess(): AdminAccess {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const profile = useGetProfileQuery(undefined, { skip: !signedIn });
  const isAdmin = profile.data?.is_admin === true;
  const probe = useAdminAccessQuery(undefined, { skip: !signedIn || !isAdmin });

  const retry = () => {
    if (profile.isError) void profile.refetch();
    else void probe.refetch();
  };
  const state = ((): AdminAccessState => {
    if (!signedIn) return 'signedOut';
    if (profile.isError && !profile.data) return 'unavailable';
    if (!profile.data) return 'checking';
    if (!isAdmin) return 'notAdmin';
    // `isError` first: after a failed refetch RTK Query still holds the last successful data.
    if (probe.isError) return apiErrorStatus(probe.error) === 403 ? 'locked' : 'unavailable';
    if (probe.isSuccess) return 'open';
    return 'checking';
  })();
  const message = state === 'unavailable' ? (apiErrorMessage(probe.error ?? profile.error) ?? null) : null;
  return { state, message, retry };
}
