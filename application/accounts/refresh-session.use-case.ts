import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { AccountStore } from './account-store.port.js';
import type { TokenService } from './token-service.port.js';
import type { SessionIssuer, SessionView } from './session-issuer.js';

export const INVALID_REFRESH_TOKEN = 'Invalid Refresh Token: Refresh Token Not Found';
export const REFRESH_TOKEN_REUSED = 'Invalid Refresh Token: Already Used';

/**
 * Rotates a refresh token. A token works once; presenting a spent one again means it was copied,
 * so the whole session it belongs to is revoked (the reuse detection of the hosted auth service).
 */
export class RefreshSessionUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly tokens: TokenService,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(refreshToken: string | undefined): Promise<Outcome<SessionView>> {
    const invalid = () => failure<SessionView>(new AppError('bad_request', INVALID_REFRESH_TOKEN, { reason: 'refresh_token_not_found' }));
    if (!refreshToken) return invalid();
    const now = this.clock.now();
    const record = await this.store.findRefreshToken(this.tokens.hashSecret(refreshToken));
    if (!record || record.sessionRevokedAt || record.expiresAt <= now) return invalid();
    if (record.spentAt || !(await this.store.spendRefreshToken(record.id, now))) {
      await this.store.revokeSession(record.sessionId, now);
      return failure(new AppError('bad_request', REFRESH_TOKEN_REUSED, { reason: 'refresh_token_already_used' }));
    }
    const user = await this.store.findUser(record.userId);
    if (!user) return invalid();
    return success(await this.sessions.issue(user, record.sessionId));
  }
}
