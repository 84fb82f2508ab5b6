/** When a session's access token is refreshed, and how failed refreshes and reconnects back off. */
export const AUTO_REFRESH_TICK_MS = 30_000;
/** Refresh when this many ticks or fewer remain before expiry. */
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
/** A token this close to expiry counts as expired. */
export const EXPIRY_MARGIN_MS = 90_000;
export const REFRESH_RETRY_BASE_MS = 200;
export const KEY_SET_CACHE_MS = 10 * 60 * 1000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;

/** The wait before refresh retry `attempt` (0 first): 200 ms, doubled each attempt. */
export const refreshBackoffDelay = (attempt: number): number => REFRESH_RETRY_BASE_MS * 2 ** Math.max(0, attempt);

/** True when a token expiring at `expiresAtMs` is within the 90 s margin of `nowMs` (or past it). */
export const isSessionExpired = (expiresAtMs: number, nowMs: number): boolean => expiresAtMs - nowMs < EXPIRY_MARGIN_MS;

/** True when 3 ticks of 30 s or fewer remain before expiry: time to refresh. */
export const shouldRefreshSession = (expiresAtMs: number, nowMs: number): boolean =>
  Math.floor((expiresAtMs - nowMs) / AUTO_REFRESH_TICK_MS) <= AUTO_REFRESH_TICK_THRESHOLD;

/** The wait before realtime reconnect `tries` (1 first): 1, 2, 5, then 10 s. */
export const realtimeReconnectDelay = (tries: number): number =>
  REALTIME_RECONNECT_DELAYS_MS[Math.min(Math.max(tries, 1), REALTIME_RECONNECT_DELAYS_MS.length) - 1] as number;
