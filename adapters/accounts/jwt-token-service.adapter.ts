import { createHash, randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { AccessClaims, TokenService } from '../../application/accounts/token-service.port.js';

export const JWT_ISSUER = 'shelfcheck';
export const JWT_AUDIENCE = 'authenticated';

/**
 * HS256 access tokens (issuer `shelfcheck`, audience `authenticated`, as the JWT strategy checks);
 * refresh and one-time secrets are 32 random bytes, base64url, stored only as their SHA-256.
 */
export class JwtTokenService implements TokenService {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE } });
  }

  signAccess(claims: AccessClaims, issuedAt: Date, expiresInSeconds: number): Promise<string> {
    // iat from the application clock, so `exp` agrees with the session's `expires_at`
    return this.jwt.signAsync({ ...claims, iat: Math.floor(issuedAt.getTime() / 1000) }, { expiresIn: expiresInSeconds });
  }

  newSecret(): { secret: string; hash: string } {
    const secret = randomBytes(32).toString('base64url');
    return { secret, hash: this.hashSecret(secret) };
  }

  hashSecret(secret: string): string {
    return createHash('sha256').update(secret).digest('hex');
  }
}
