import { createHash } from 'node:crypto';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { AccountStore, OneTimeKind } from './account-store.port.js';
import type { SessionIssuer, SessionView } from './session-issuer.js';
import type { TokenService } from './token-service.port.js';

export const LINK_INVALID = 'Email link is invalid or has expired';
/** GoTrue's words for a PKCE exchange without both parts, with an unknown code, or with the wrong verifier. */
export const PKCE_MISSING = 'invalid request: both auth code and code verifier should be non-empty';
export const PKCE_UNKNOWN = 'invalid flow state, no valid flow state found';
export const PKCE_MISMATCH = 'code challenge does not match previously saved code verifier';

/** The link types the hosted service verifies; ours mail only recovery and magic links (`email` is the service's newer name for the latter). */
export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

const KIND_OF: Partial<Record<VerifyType, OneTimeKind>> = { recovery: 'recovery', magiclink: 'magiclink', email: 'magiclink' };

const linkInvalid = () => new AppError('forbidden', LINK_INVALID, { reason: 'otp_expired' });

/** Trades a mailed single-use token for a session (directly, or by the PKCE code and its verifier). */
export class VerifyOneTimeTokenUseCase {
  constructor(
    private readonly store: AccountStore,
    private readonly tokens: TokenService,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  /**
   * A link's token (or GoTrue's `token_hash`, which is the same string here: the mail carries it).
   * Types without mail here (signup, invite, email_change: addresses are confirmed at sign-up and
   * cannot change) have no live token, so they answer like an expired link.
   */
  async execute(type: VerifyType, token: string, userAgent: string | null): Promise<Outcome<SessionView>> {
    const kind = KIND_OF[type];
    if (!kind) return failure(linkInvalid());
    const taken = await this.store.useOneTimeToken(kind, this.tokens.hashSecret(token), this.clock.now());
    const user = taken && (await this.store.findUser(taken.userId));
    if (!user) return failure(linkInvalid());
    return success(await this.sessions.open(user, userAgent, kind === 'recovery' ? 'recovery' : 'magiclink'));
  }

  /** POST /token?grant_type=pkce: the code of a PKCE link, with the verifier whose challenge asked for it. */
  async exchange(authCode: string | undefined, verifier: string | undefined, userAgent: string | null): Promise<Outcome<SessionView>> {
    if (!authCode || !verifier) return failure(AppError.validation([PKCE_MISSING]));
    const now = this.clock.now();
    const hash = this.tokens.hashSecret(authCode);
    const pending = await this.store.findPkceToken(hash, now);
    if (!pending) return failure(new AppError('not_found', PKCE_UNKNOWN, { reason: 'flow_state_not_found' }));
    const expected = pending.challenge.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
    if (expected !== pending.challenge.challenge) return failure(new AppError('forbidden', PKCE_MISMATCH, { reason: 'bad_code_verifier' }));
    const taken = await this.store.useOneTimeToken(pending.kind, hash, now, true);
    const user = taken && (await this.store.findUser(taken.userId));
    if (!user) return failure(new AppError('not_found', PKCE_UNKNOWN, { reason: 'flow_state_not_found' }));
    return success(await this.sessions.open(user, userAgent, pending.kind === 'recovery' ? 'recovery' : 'magiclink'));
  }
}
