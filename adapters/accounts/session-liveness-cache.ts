import { AnswerCaches, ShortLivedAnswers } from '../shared/short-lived-answers.js';
import type { SessionRegistry } from '../../application/ports/session-registry.port.js';

/** The parts of the account store that decide whether a session is live. */
export interface SessionLivenessSource {
  isSessionActive(sessionId: string, userId?: string): Promise<boolean>;
  revokeSession(sessionId: string, now: Date): Promise<void>;
  revokeUserSessions(userId: string, now: Date, exceptSessionId?: string): Promise<void>;
}

const caches = new AnswerCaches();

/**
 * Forgets every cached "live" answer, in every registry of this process. Call it around any write
 * that ends sessions outside the account store (account deletion does).
 */
export function forgetLiveSessions(): void {
  caches.forgetAll();
}

/** How long a "live" answer is reused: a revocation made elsewhere (another process) lands within it. */
export const SESSION_LIVENESS_TTL_MS = 500;

/**
 * The session check cheap and still exact (issue 20, ShortLivedAnswers): a live answer is reused for
 * half a second, concurrent checks of one session share one query, and every revocation made through
 * the store forgets the cached answers at once (so the next request with a signed-out token is
 * refused). A check that started before a revocation never stores its (stale) answer. Only "live" is
 * kept; "not live" is always asked.
 */
export function cachedSessionRegistry(store: SessionLivenessSource, now: () => number = Date.now): SessionRegistry {
  const live = caches.add(new ShortLivedAnswers<boolean>(SESSION_LIVENESS_TTL_MS, now));
  const revokeSession = store.revokeSession.bind(store);
  const revokeUserSessions = store.revokeUserSessions.bind(store);
  // The session ids of a user are not known here: forgetting every cached answer is exact and cheap.
  store.revokeSession = (sessionId, at) => live.around(() => revokeSession(sessionId, at));
  store.revokeUserSessions = (userId, at, except) => live.around(() => revokeUserSessions(userId, at, except));

  return {
    isActive(sessionId, userId) {
      // the answer is about this session of this user (a token naming another user's session is refused)
      const key = `${sessionId}\u0000${userId ?? ''}`;
      return live.ask(
        key,
        () => store.isSessionActive(sessionId, userId),
        (active) => active,
      );
    },
  };
}
