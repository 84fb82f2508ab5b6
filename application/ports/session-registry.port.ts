/** Tells whether an authentication session is still live (not signed out, not revoked). */
export interface SessionRegistry {
  isActive(sessionId: string): Promise<boolean>;
}
export const SESSION_REGISTRY = Symbol('SESSION_REGISTRY');
