import { useEffect, useRef } from 'react';
import { AUTO_REFRESH_TICK_MS, shouldRefreshSession } from '../../../../domain/index.js';
import { apiErrorStatus } from '../api-error.js';
import { useAppDispatch, useAppStore } from '../hooks.js';
import { sessionRefreshed, sessionRestored, signedIn, signedOut, type AuthStatus } from './auth.slice.js';
import { refreshSession } from './refresh-session.js';
import { sessionApi } from './session.api.js';
import { SESSION_STORAGE_KEY } from './session-storage.js';
import { expiresAtMs, isSession } from './session.types.js';

/** Validates a stored session once on load (GET /api/auth/user); the spinner shows meanwhile. */
export function useRestoreSession(status: AuthStatus): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'restoring' || started.current) return;
    started.current = true;
    const request = dispatch(
      sessionApi.endpoints.getAuthUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    void request.then((result) => {
      if (result.data) {
        dispatch(sessionRestored({ user: result.data }));
        return;
      }
      const status = apiErrorStatus(result.error);
      if (status === 401 || status === 403) {
        dispatch(signedOut());
        return;
      }
      // Offline or the server is down: keep the stored session rather than signing a parent out
      // in a shop with a weak signal. The next call that meets a 401 ends it properly.
      const stored = store.getState().auth.session;
      if (stored) dispatch(sessionRestored({ user: stored.user }));
    });
  }, [dispatch, status, store]);
}

/**
 * Refreshes the session shortly before it expires: a check every 30 s that refreshes once 3 ticks
 * or fewer are left (the domain's policy, which also covers the 90 s expiry margin), and one more
 * check right after a phone wakes the tab, because timers sleep with it.
 */
export function useSessionAutoRefresh(active: boolean): void {
  const store = useAppStore();

  useEffect(() => {
    if (!active) return undefined;
    const tick = () => {
      const session = store.getState().auth.session;
      if (session && shouldRefreshSession(expiresAtMs(session), Date.now())) void refreshSession(store);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    const timer = window.setInterval(tick, AUTO_REFRESH_TICK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, store]);
}

/** Follows sign-in, refresh and sign-out done in another tab (remember-me sessions only). */
export function useCrossTabSessionSync(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY || event.storageArea !== window.localStorage) return;
      const current = store.getState().auth;
      let next: unknown = null;
      try {
        next = event.newValue ? JSON.parse(event.newValue) : null;
      } catch {
        return; // not written by us; ignore
      }
      if (!isSession(next)) {
        if (current.status === 'signedIn' && current.remember) dispatch(signedOut());
        return;
      }
      if (current.session && current.session.user.id === next.user.id) {
        if (current.session.refresh_token !== next.refresh_token) dispatch(sessionRefreshed(next));
        return;
      }
      if (current.session) dispatch(signedOut()); // a different account took over this browser
      dispatch(signedIn({ session: next, remember: true }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, store]);
}
