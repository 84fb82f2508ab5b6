import type { SessionMethod } from './account-store.port.js';

/**
 * Claims carried by an access token: the hosted auth service's (GoTrue's) set, so code written
 * for it reads them (`sub`, `role`, `session_id`, `aal`, `amr`, `email`, the metadata), plus our
 * `is_admin` (the profile's flag at issue time). `iat`, `exp`, `iss`, `aud` are added on signing.
 */
export interface AccessClaims {
  readonly sub: string;
  readonly email: string;
  readonly session_id: string;
  readonly role: 'authenticated';
  readonly aal: 'aal1';
  readonly amr: readonly { readonly method: SessionMethod; readonly timestamp: number }[];
  readonly user_metadata: Record<string, unknown>;
  readonly app_metadata: { readonly provider: 'email'; readonly providers: readonly ['email'] };
  readonly is_anonymous: false;
  readonly phone: string;
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
