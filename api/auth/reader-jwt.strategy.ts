import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { verificationKey } from './verification-key.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import type { ReaderActor } from '../../application/reader-access/reader-actor.js';
import { READER_ACCESS_STORE, type ReaderAccessStore } from '../../application/reader-access/reader-access-store.port.js';
import type { ReaderClaims } from '../../application/reader-access/reader-token.port.js';
import { READER_JWT_AUDIENCE, READER_JWT_ISSUER } from '../../adapters/reader-access/jwt-reader-token-signer.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';

/**
 * Verifies a reader's bearer token (its own audience and `typ: 'reader'`), then that its reader
 * session still exists: a revoked or replaced code, a sign-out or a removed member ends it at once.
 */
@Injectable()
export class ReaderJwtStrategy extends PassportStrategy(Strategy, 'reader-jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(READER_ACCESS_STORE) private readonly access: ReaderAccessStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: verificationKey(config.jwtSecret),
      algorithms: ['HS256'],
      issuer: READER_JWT_ISSUER,
      audience: READER_JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: Partial<ReaderClaims>): Promise<ReaderActor | false> {
    if (claims.typ !== 'reader' || typeof claims.sub !== 'string' || typeof claims.uid !== 'string' || typeof claims.rsid !== 'string') return false;
    if (!(await this.access.isSessionActive(claims.rsid, claims.sub, this.clock.now()))) return false;
    return { readerId: claims.sub, userId: claims.uid, sessionId: claims.rsid };
  }
}
