import type { Clock } from '../ports/clock.port.js';
import type { AccountStore, SessionMethod, UserRecord } from './account-store.port.js';
import type { TokenService } from './token-service.port.js';
import { toAuthUser, type AuthUser } from './auth-user.js';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_DAYS = 30;

/** The session a client receives, shaped like the hosted auth service the specification used. */
export interface SessionView {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

/** Issues the token pair of a session: a short-lived JWT and a rotating opaque refresh token. */
export class SessionIssuer {
  constructor(
    private readonly store: AccountStore,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    /** Tests shorten it to see a client refresh before expiry; 1 hour otherwise. */
    private readonly accessTokenSeconds: number = ACCESS_TOKEN_SECONDS,
  ) {}

  /** Opens a new session for the user; `method` is how the user proved who they are (the token's `amr`). */
  async open(user: UserRecord, userAgent: string | null, method: SessionMethod = 'password'): Promise<SessionView> {
    const now = this.clock.now();
    const sessionId = await this.store.createSession(user.id, userAgent, now, method);
    return this.issue(user, sessionId, { method, since: now });
  }

  /** Issues a fresh pair inside an existing session (its method and start are read when not given). */
  async issue(user: UserRecord, sessionId: string, opened?: { method: SessionMethod; since: Date }): Promise<SessionView> {
    const now = this.clock.now();
    const profile = await this.store.findProfile(user.id);
    const stored = opened ? null : await this.store.findSession(sessionId);
    const session = opened ?? { method: stored?.method ?? 'password', since: stored?.createdAt ?? now };
    const access = await this.tokens.signAccess(
      {
        sub: user.id,
        email: user.email,
        phone: user.phone ?? '',
        session_id: sessionId,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: session.method, timestamp: Math.floor(session.since.getTime() / 1000) }],
        user_metadata: user.user_metadata,
        app_metadata: { provider: 'email', providers: ['email'] },
        is_anonymous: false,
        is_admin: profile?.is_admin ?? false,
      },
      now,
      this.accessTokenSeconds,
    );
    const refresh = this.tokens.newSecret();
    await this.store.addRefreshToken(sessionId, refresh.hash, new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000));
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: this.accessTokenSeconds,
      expires_at: Math.floor(now.getTime() / 1000) + this.accessTokenSeconds,
      refresh_token: refresh.secret,
      user: toAuthUser(user),
    };
  }
}
