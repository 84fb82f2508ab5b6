import { normalizeEmail, validateEmail, validateOtpRequest } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { RateLimiter, RatePolicy } from '../ports/rate-limiter.port.js';
import type { AccountStore, OneTimeKind } from './account-store.port.js';
import { rateLimited } from './rate-limited.js';
import type { TokenService } from './token-service.port.js';

/** A mailed link works once, within the hour. */
export const ONE_TIME_TOKEN_MS = 60 * 60 * 1000;

export interface SendLinkCommand {
  email?: string | null;
  phone?: string | null;
  ip: string;
}

export interface LinkPolicies {
  /** Requests per caller address. */
  readonly perIp: RatePolicy;
  /** Requests per target address, so nobody can flood someone's inbox from many addresses. */
  readonly perEmail: RatePolicy;
}

const MAIL: Record<OneTimeKind, { subject: string; mode: string; intro: string; form: string }> = {
  recovery: {
    subject: 'Reset your ShelfCheck password',
    mode: 'reset',
    intro: 'Someone asked to reset the password of your ShelfCheck account. If it was you, open this link within the hour:',
    form: 'password reset',
  },
  magiclink: { subject: 'Your ShelfCheck sign-in link', mode: 'magiclink', intro: 'Open this link within the hour to sign in to ShelfCheck:', form: 'sign-in link' },
};

/**
 * Mails a single-use link (password recovery or one-time sign-in) to `${publicUrl}/auth?mode=...`.
 * It answers the same whether or not the address has an account, so the form cannot tell who is
 * registered; the limits, too, count the address asked for, not the account. A new link of a kind
 * replaces the user's earlier unused one.
 */
export class SendOneTimeLinkUseCase {
  constructor(
    private readonly kind: OneTimeKind,
    private readonly store: AccountStore,
    private readonly tokens: TokenService,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly policies: LinkPolicies,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: SendLinkCommand): Promise<Outcome<Record<string, never>>> {
    const byEmail = (cmd.email ?? '').trim() !== '';
    const errors = [...validateOtpRequest(cmd), ...(byEmail ? validateEmail(cmd.email) : [])];
    if (errors.length > 0) return failure(AppError.validation(errors));
    const form = MAIL[this.kind].form;
    const byIp = await this.limiter.hit(this.policies.perIp, cmd.ip);
    if (!byIp.allowed) return failure(rateLimited(form, byIp));
    const target = byEmail ? normalizeEmail(cmd.email!) : `phone:${cmd.phone!.trim()}`;
    const byTarget = await this.limiter.hit(this.policies.perEmail, `${this.kind}|${target}`);
    if (!byTarget.allowed) return failure(rateLimited(form, byTarget));

    const user = byEmail ? await this.store.findUserByEmail(target) : await this.store.findUserByPhone(cmd.phone!.trim());
    if (user) {
      const token = this.tokens.newSecret();
      await this.store.addOneTimeToken(user.id, this.kind, token.hash, new Date(this.clock.now().getTime() + ONE_TIME_TOKEN_MS));
      const mail = MAIL[this.kind];
      const link = `${this.publicUrl}/auth?mode=${mail.mode}&token=${encodeURIComponent(token.secret)}`;
      await this.mailer.send({ to: user.email, subject: mail.subject, text: `${mail.intro}\n\n${link}\n\nIf you did not ask for this, you can ignore this email.`, link });
    }
    return success({});
  }
}
