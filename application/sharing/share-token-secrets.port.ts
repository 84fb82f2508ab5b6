/** Makes share-link tokens and the keyed hashes they are stored and looked up by. */
export interface ShareTokenSecrets {
  /** A new random token of the domain's shape (SHARE_TOKEN_LENGTH URL-safe characters). */
  newToken(): string;
  /** The stored form of a token: a keyed hash, the same for the same token. */
  hash(token: string): string;
}
export const SHARE_TOKEN_SECRETS = Symbol('SHARE_TOKEN_SECRETS');
