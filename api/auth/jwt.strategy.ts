import { Inject, Injectable, Optional, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { FastifyRequest } from 'fastify';
import { verificationKey } from './verification-key.js';
import { VerifiedTokens } from './verified-tokens.js';
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
  nbf?: unknown;
  typ?: unknown;
}

export const AUTH_REQUIRED = 'Authentication required';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * Verifies the bearer access token, then that its session is still live and its subject's. A
 * token verified once is not verified again while it is in force (VerifiedTokens): the guard asks
 * `knownClaims` first and, when it answers, calls `actorOf` with them (the session check included).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new VerifiedTokens<AccessTokenClaims>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() @Inject(SESSION_REGISTRY) private readonly sessions?: SessionRegistry,
  ) {
    super({
      jwtFromRequest: bearerToken,
      passReqToCallback: true,
      secretOrKey: verificationKey(config.jwtSecret),
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  /** The claims of the request's bearer token when it was verified before and is still in force. */
  knownClaims(req: FastifyRequest): AccessTokenClaims | undefined {
    const token = bearerToken(req);
    return token ? this.verified.claimsOf(token) : undefined;
  }

  /** Called by passport with a token it has just verified: kept, then checked like a known one. */
  async validate(req: FastifyRequest, claims: AccessTokenClaims): Promise<Actor | false> {
    const token = bearerToken(req);
    if (token) this.verified.remember(token, claims);
    return this.actorOf(claims);
  }

  /** The caller a verified token names, once its claims are whole and its session is live. */
  async actorOf(claims: AccessTokenClaims): Promise<Actor | false> {
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
