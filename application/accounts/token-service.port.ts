/** Claims carried by an access token. */
export interface AccessClaims {
  readonly sub: string;
  readonly email: string;
  readonly sid: string;
  readonly is_admin: boolean;
}

/** Signs access tokens and makes opaque random secrets with their stored hashes. */
export interface TokenService {
  /** A signed access token issued at `issuedAt` (the use cases' clock), valid for `expiresInSeconds`. */
  signAccess(claims: AccessClaims, issuedAt: Date, expiresInSeconds: number): Promise<string>;
  /** A new random secret (sent to the user) and its hash (stored). */
  newSecret(): { secret: string; hash: string };
  hashSecret(secret: string): string;
}
export const TOKEN_SERVICE = Symbol('TOKEN_SERVICE');
