/** When a session's access token is refreshed, and how failed refreshes back off. */
export const AUTO_REFRESH_TICK_MS = 30_000;
/** Refresh when this many ticks or fewer remain before expiry. */
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
/** A session within this margin of its expiry is refreshed before it is used (the hosted client's rule). */
export const EXPIRY_MARGIN_MS = 90_000;
export const REFRESH_RETRY_BASE_MS = 200;

/** The wait before refresh retry `attempt` (0 first): 200 ms, doubled each attempt. */
export const refreshBackoffDelay = (attempt: number): number => REFRESH_RETRY_BASE_MS * 2 ** Math.max(0, attempt);

/** True when 3 ticks of 30 s or fewer remain before expiry: time to refresh. */
export const shouldRefreshSession = (expiresAtMs: number, nowMs: number): boolean =>
  Math.floor((expiresAtMs - nowMs) / AUTO_REFRESH_TICK_MS) <= AUTO_REFRESH_TICK_THRESHOLD;
