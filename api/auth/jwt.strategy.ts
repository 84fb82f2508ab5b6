import { Inject, Injectable, Optional } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { verificationKey } from './verification-key.js';
import type { Actor } from '../../application/ports/actor.js';
import { SESSION_REGISTRY, type SessionRegistry } from '../../application/ports/session-registry.port.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';

export const JWT_ISSUER = 'shelfcheck';
export const JWT_AUDIENCE = 'authenticated';

/** Claims of our access tokens. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  sid: string;
  is_admin: boolean;
}

/** Verifies the bearer access token, then that its session is still live. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() @Inject(SESSION_REGISTRY) private readonly sessions?: SessionRegistry,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: verificationKey(config.jwtSecret),
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims & { typ?: unknown }): Promise<Actor | false> {
    // a reader's token has its own audience already; its type claim is refused too, whatever else it says
    if (claims.typ === 'reader') return false;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return false;
    if (this.sessions && !(await this.sessions.isActive(claims.sid))) return false;
    return { id: claims.sub, email: claims.email, isAdmin: claims.is_admin === true, sessionId: claims.sid };
  }
}
