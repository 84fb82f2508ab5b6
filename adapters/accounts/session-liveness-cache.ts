import type { SessionRegistry } from '../../application/ports/session-registry.port.js';

/** The parts of the account store that decide whether a session is live. */
export interface SessionLivenessSource {
  isSessionActive(sessionId: string, userId?: string): Promise<boolean>;
  revokeSession(sessionId: string, now: Date): Promise<void>;
  revokeUserSessions(userId: string, now: Date, exceptSessionId?: string): Promise<void>;
}

const caches = new Set<() => void>();

/**
 * Forgets every cached "live" answer, in every registry of this process. Call it around any write
 * that ends sessions outside the account store (account deletion does).
 */
export function forgetLiveSessions(): void {
  for (const forget of caches) forget();
}

/** How long a "live" answer is reused: a revocation made elsewhere (another process) lands within it. */
export const SESSION_LIVENESS_TTL_MS = 500;
const MAX_ENTRIES = 10_000;

/**
 * The session check cheap and still exact (issue 20): a live answer is reused for half a second,
 * concurrent checks of one session share one query, and every revocation made through the store
 * forgets the cached answers at once (so the next request with a signed-out token is refused).
 * A check that started before a revocation never stores its (stale) answer: each revocation bumps
 * an epoch the check compares when it ends. Only "live" is cached; "not live" is always asked.
 */
export function cachedSessionRegistry(store: SessionLivenessSource, now: () => number = Date.now): SessionRegistry {
  const live = new Map<string, number>(); // session id → time the answer expires
  const pending = new Map<string, Promise<boolean>>();
  let epoch = 0;
  const forgetAll = () => {
    epoch++;
    live.clear();
    pending.clear();
  };
  caches.add(forgetAll);

  const revokeSession = store.revokeSession.bind(store);
  const revokeUserSessions = store.revokeUserSessions.bind(store);
  // The session ids of a user are not known here: forgetting every cached answer is exact and cheap.
  store.revokeSession = async (sessionId, at) => {
    forgetAll();
    try {
      return await revokeSession(sessionId, at);
    } finally {
      forgetAll();
    }
  };
  store.revokeUserSessions = async (userId, at, except) => {
    forgetAll();
    try {
      return await revokeUserSessions(userId, at, except);
    } finally {
      forgetAll();
    }
  };

  return {
    isActive(sessionId, userId) {
      // the answer is about this session of this user (a token naming another user's session is refused)
      const key = `${sessionId}\u0000${userId ?? ''}`;
      const until = live.get(key);
      if (until !== undefined && until > now()) return Promise.resolve(true);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedAt = epoch;
      const check = store.isSessionActive(sessionId, userId).then(
        (active) => {
          if (pending.get(key) === check) pending.delete(key);
          if (active && epoch === startedAt) {
            if (live.size >= MAX_ENTRIES) live.clear();
            live.set(key, now() + SESSION_LIVENESS_TTL_MS);
          }
          return active;
        },
        (error: unknown) => {
          if (pending.get(key) === check) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, check);
      return check;
    },
  };
}
