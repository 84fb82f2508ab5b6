import { createHash, randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { AccessClaims, TokenService } from '../../application/accounts/token-service.port.js';

export const JWT_ISSUER = 'shelfcheck';
export const JWT_AUDIENCE = 'authenticated';

/** HS256 access tokens; refresh and one-time secrets are random and stored only as SHA-256. */
export class JwtTokenService implements TokenService {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    this.jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE } });
  }

  signAccess(claims: AccessClaims, expiresInSeconds: number): Promise<string> {
    return this.jwt.signAsync({ ...claims }, { expiresIn: expiresInSeconds });
  }

  newSecret(): { secret: string; hash: string } {
    const secret = randomBytes(32).toString('base64url');
    return { secret, hash: this.hashSecret(secret) };
  }

  hashSecret(secret: string): string {
    return createHash('sha256').update(secret).digest('hex');
  }
}
