import { LRUCache } from 'lru-cache';

/** How many verified access tokens one instance keeps (about 0.5 KB each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** The time claims a kept token is checked against again, as jsonwebtoken checks them. */
interface TimedClaims {
  exp?: unknown;
  nbf?: unknown;
}

/**
 * Access tokens whose signature, issuer, audience and algorithm were verified, with their claims
 * (issue 20: verifying a token was ~60 us of a signed-in request's CPU, the same token verified
 * again on every request of a page). A token is found here only by its exact text, signature
 * included, and only while it is in force by the clock (exp, nbf, as jsonwebtoken reads them), so
 * what this answers is what verifying it again would answer: the key is fixed for the life of the
 * process. Whether its session is still live is not kept here: that is asked on every request.
 */
export class VerifiedTokens<C extends TimedClaims> {
  private readonly kept = new LRUCache<string, C>({ max: VERIFIED_TOKENS_KEPT });

  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps a token that was just verified (one without an expiry is never kept). */
  remember(token: string, claims: C): void {
    if (typeof claims.exp === 'number') this.kept.set(token, claims);
  }

  /** The claims of a token verified before and still in force, or undefined. */
  claimsOf(token: string): C | undefined {
    const claims = this.kept.get(token);
    if (!claims) return undefined;
    const seconds = Math.floor(this.now() / 1000);
    if (typeof claims.exp !== 'number' || seconds >= claims.exp || (typeof claims.nbf === 'number' && claims.nbf > seconds)) {
      this.kept.delete(token);
      return undefined;
    }
    return claims;
  }
}
