/** Tells whether an authentication session is still live (not signed out, not revoked). */
export interface SessionRegistry {
  /** Live and, when `userId` is given, a session of that user (a token naming another user's session is refused). */
  isActive(sessionId: string, userId?: string): Promise<boolean>;
}
export const SESSION_REGISTRY = Symbol('SESSION_REGISTRY');
