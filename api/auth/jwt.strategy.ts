import { Inject, Injectable, Optional, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { verificationKey } from './verification-key.js';
import type { Actor } from '../../application/ports/actor.js';
import { SESSION_REGISTRY, type SessionRegistry } from '../../application/ports/session-registry.port.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';

export const JWT_ISSUER = 'shelfcheck';
export const JWT_AUDIENCE = 'authenticated';

/** Claims the guard reads (GoTrue's `session_id`; `sid` is still read from tokens made before it). */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  session_id?: string;
  sid?: string;
  is_admin: boolean;
  exp?: unknown;
  typ?: unknown;
}

export const AUTH_REQUIRED = 'Authentication required';

/** Verifies the bearer access token, then that its session is still live and its subject's. */
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

  async validate(claims: AccessTokenClaims): Promise<Actor | false> {
    // a reader's token has its own audience already; its type claim is refused too, whatever else it says
    if (claims.typ === 'reader') return false;
    // a token without an expiry would work for ever: refused, whoever signed it
    if (typeof claims.exp !== 'number') return false;
    const sessionId = claims.session_id ?? claims.sid;
    if (typeof claims.sub !== 'string' || typeof sessionId !== 'string') return false;
    if (this.sessions && !(await this.sessions.isActive(sessionId, claims.sub))) {
      throw new UnauthorizedException({ code: 'unauthorized', message: AUTH_REQUIRED, reason: 'session_not_found' });
    }
    return { id: claims.sub, email: claims.email, isAdmin: claims.is_admin === true, sessionId };
  }
}
