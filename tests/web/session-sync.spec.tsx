/**
 * When the page loads the auth client (decision 53, docs/accounts.md "Web client"): a signed-in
 * page waits until a tick before auth-js would refresh its session, or until another tab changes
 * the session; a signed-out page only when another tab signs in. The loader is the test's own, so
 * what is counted is exactly when the client would be downloaded.
 */
import type { GoTrueClient } from '@supabase/auth-js';
import { clientLoaded, followAuthClient } from '../../web/src/app/session/session-sync.js';
import { REFRESH_MARGIN_MS, REFRESH_TICK_MS, SESSION_STORAGE_KEY } from '../../web/src/app/session/session-storage.js';

const NOW = Date.parse('2026-12-05T12:00:00.000Z');
const HOUR_S = 3600;

const sessionExpiringIn = (seconds: number) =>
  JSON.stringify({
    access_token: `access-${seconds}`,
    refresh_token: `refresh-${seconds}`,
    expires_at: Math.floor(NOW / 1000) + seconds,
    expires_in: seconds,
    token_type: 'bearer',
    user: { id: 'user-1', email: 'parent@example.com' },
  });

const store = { dispatch: jest.fn(), getState: () => ({ auth: { status: 'signedOut' as const, session: null } }) };
const storageEvent = (key: string | null, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

describe('when the auth client is loaded (decision 53)', () => {
  let load: jest.Mock<Promise<unknown>, []>;
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    localStorage.clear();
    sessionStorage.clear();
    load = jest.fn(() => Promise.resolve());
  });
  afterEach(() => jest.useRealTimers());

  it('signed out: not at all, until another tab signs in', () => {
    followAuthClient(store, load);
    jest.advanceTimersByTime(24 * HOUR_S * 1000);
    storageEvent(SESSION_STORAGE_KEY, null);
    storageEvent('another-key', 'x');
    expect(load).not.toHaveBeenCalled();
    storageEvent(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    storageEvent(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signed in with a fresh token: a tick before auth-js would refresh it, not before', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    followAuthClient(store, load);
    const due = HOUR_S * 1000 - REFRESH_MARGIN_MS - REFRESH_TICK_MS;
    jest.advanceTimersByTime(due - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HOUR_S * 1000);
    storageEvent(SESSION_STORAGE_KEY, null);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['within the margin and a tick', (REFRESH_MARGIN_MS + REFRESH_TICK_MS) / 1000],
    ['within auth-js’s margin', 60],
    ['already expired', -10],
  ])('signed in with a token %s: at once', (_case, seconds) => {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(seconds));
    followAuthClient(store, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signed in with a session that carries no expiry: at once', () => {
    const { expires_at: _dropped, ...noExpiry } = JSON.parse(sessionExpiringIn(HOUR_S)) as Record<string, unknown>;
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(noExpiry));
    followAuthClient(store, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['refreshes it', sessionExpiringIn(2 * HOUR_S)],
    ['signs out', null],
  ])('signed in: at once when another tab %s, and only once', (_case, newValue) => {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    followAuthClient(store, load);
    storageEvent('another-key', 'x');
    expect(load).not.toHaveBeenCalled();
    storageEvent(SESSION_STORAGE_KEY, newValue);
    expect(load).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3 * HOUR_S * 1000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signed in: at once when the storage is cleared as a whole', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    followAuthClient(store, load);
    storageEvent(null, null);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('looks at the stored session again when the time comes: a fresher one moves the time', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    followAuthClient(store, load);
    const due = HOUR_S * 1000 - REFRESH_MARGIN_MS - REFRESH_TICK_MS;
    // this tab's own storage was written (no storage event here) with a session an hour later
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(2 * HOUR_S));
    jest.advanceTimersByTime(due);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(HOUR_S * 1000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('looks at the stored session again when the time comes: a removed one ends the wait', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    followAuthClient(store, load);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    jest.advanceTimersByTime(3 * HOUR_S * 1000);
    expect(load).not.toHaveBeenCalled();
  });

  it('a second binding replaces the first wait (one timer, one listener)', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    followAuthClient(store, load);
    followAuthClient(store, load);
    storageEvent(SESSION_STORAGE_KEY, null);
    jest.advanceTimersByTime(3 * HOUR_S * 1000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  // (last: the client stays loaded for the rest of this module)
  it('stops waiting once the client is loaded by anything else (an auth form, a request within the margin)', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionExpiringIn(HOUR_S));
    followAuthClient(store, load);
    const client = { onAuthStateChange: jest.fn() };
    clientLoaded(client as unknown as GoTrueClient);
    expect(client.onAuthStateChange).toHaveBeenCalledTimes(1);
    storageEvent(SESSION_STORAGE_KEY, null);
    jest.advanceTimersByTime(3 * HOUR_S * 1000);
    expect(load).not.toHaveBeenCalled();
    // bound again (a new store), the loaded client is followed, never loaded again
    followAuthClient(store, load);
    expect(load).not.toHaveBeenCalled();
  });
});
