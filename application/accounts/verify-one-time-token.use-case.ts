import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { AccountStore, OneTimeKind } from './account-store.port.js';
import type { SessionIssuer, SessionView } from './session-issuer.js';
import type { TokenService } from './token-service.port.js';

export const LINK_INVALID = 'Email link is invalid or has expired';

/** Trades a mailed single-use token for a session. */
export class VerifyOneTimeTokenUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly tokens: TokenService,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(kind: OneTimeKind, token: string, userAgent: string | null): Promise<Outcome<SessionView>> {
    const taken = await this.store.useOneTimeToken(kind, this.tokens.hashSecret(token), this.clock.now());
    const user = taken && (await this.store.findUser(taken.userId));
    if (!user) return failure(new AppError('forbidden', LINK_INVALID));
    return success(await this.sessions.open(user, userAgent));
  }
}
