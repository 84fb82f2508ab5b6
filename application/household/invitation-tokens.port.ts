/** Makes invitation tokens and the hashes they are stored and looked up by. */
export interface InvitationTokens {
  /** A new random token (URL-safe) and its stored hash. */
  issue(): { token: string; hash: string };
  /** The stored form of a token. */
  hashOf(token: string): string;
}
export const INVITATION_TOKENS = Symbol('INVITATION_TOKENS');
