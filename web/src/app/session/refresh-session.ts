import type { Dispatch } from '@reduxjs/toolkit';
import { refreshBackoffDelay } from '../../../../domain/index.js';
import { sessionRefreshed, signedOut, type WithAuthState } from './auth.slice.js';
import { readStoredSession } from './session-storage.js';
import { isSession, normalizeSession, type Session } from './session.types.js';

export type RefreshOutcome = 'refreshed' | 'invalid' | 'unavailable';

interface SessionStoreApi {
  dispatch: Dispatch;
  getState: () => unknown;
}

/** Retries wait 200, 400, 800, 1600 and 3200 ms (the domain's backoff); then the next tick tries again. */
export const REFRESH_MAX_ATTEMPTS = 6;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const LOCK_NAME = 'shelfcheck-session-refresh';

type Attempt = { kind: 'ok'; session: Session } | { kind: 'rejected' } | { kind: 'retryable' } | { kind: 'failed' };

async function requestRefresh(refreshToken: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch('/api/auth/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch {
    return { kind: 'retryable' }; // offline or the connection dropped
  }
  if (response.ok) {
    const body: unknown = await response.json().catch(() => null);
    return isSession(body) ? { kind: 'ok', session: body } : { kind: 'failed' };
  }
  if (RETRYABLE_STATUSES.has(response.status)) return { kind: 'retryable' };
  if (response.status >= 400 && response.status < 500 && response.status !== 429) return { kind: 'rejected' };
  return { kind: 'failed' };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Serialises refreshes across tabs so that two tabs never spend the same refresh token. */
async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, work) : work();
}

async function refreshOnce({ dispatch, getState }: SessionStoreApi): Promise<RefreshOutcome> {
  return withCrossTabLock(async () => {
    const current = (getState() as WithAuthState).auth.session;
    if (!current) return 'invalid';

    // Another tab may have refreshed while this one waited for the lock: adopt its session
    // instead of replaying a spent refresh token (the server would revoke the whole session).
    const stored = readStoredSession()?.session;
    if (stored && stored.refresh_token !== current.refresh_token && stored.user.id === current.user.id) {
      dispatch(sessionRefreshed(stored));
      return 'refreshed';
    }

    for (let attempt = 1; ; attempt += 1) {
      const result = await requestRefresh(current.refresh_token);
      if (result.kind === 'ok') {
        dispatch(sessionRefreshed(normalizeSession(result.session, Date.now())));
        return 'refreshed';
      }
      if (result.kind === 'rejected') {
        dispatch(signedOut());
        return 'invalid';
      }
      if (result.kind === 'failed' || attempt >= REFRESH_MAX_ATTEMPTS) return 'unavailable';
      await sleep(refreshBackoffDelay(attempt - 1));
    }
  });
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Exchanges the refresh token for a new session. Concurrent callers (the expiry timer and any
 * number of requests that met a 401) share one request. `invalid` means the session is over and
 * the user has been signed out; `unavailable` means the server could not be reached: the session
 * is kept and the next tick tries again.
 */
export function refreshSession(store: SessionStoreApi): Promise<RefreshOutcome> {
  inFlight ??= refreshOnce(store).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
