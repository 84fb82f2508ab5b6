import { normalizeEmail, validateEmail, validateOtpRequest } from '../../domain/index.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import type { Clock } from '../ports/clock.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { RateLimiter, RatePolicy } from '../ports/rate-limiter.port.js';
import type { AccountStore, CodeChallenge, OneTimeKind } from './account-store.port.js';
import { accountValidationError } from './account-errors.js';
import { rateLimited } from './rate-limited.js';
import type { TokenService } from './token-service.port.js';

/** A mailed link works once, within the hour. */
export const ONE_TIME_TOKEN_MS = 60 * 60 * 1000;

export interface SendLinkCommand {
  email?: string | null;
  phone?: string | null;
  ip: string;
  /** PKCE (`flowType: 'pkce'`): the mail then carries a code that only this challenge's verifier can exchange. */
  codeChallenge?: CodeChallenge | null;
}

/** The work left once the request is answered: look-up, token and mail (the same for every address). */
export type PendingLink = () => Promise<void>;

export interface LinkPolicies {
  /** Requests per caller address. */
  readonly perIp: RatePolicy;
  /** Requests per target address, so nobody can flood someone's inbox from many addresses. */
  readonly perEmail: RatePolicy;
}

type LinkKind = Exclude<OneTimeKind, 'reauthentication'>;

const MAIL: Record<LinkKind, { subject: string; mode: string; intro: string; form: string }> = {
  recovery: {
    subject: 'Reset your ShelfCheck password',
    mode: 'reset',
    intro: 'Someone asked to reset the password of your ShelfCheck account. If it was you, open this link within the hour:',
    form: 'password reset',
  },
  magiclink: {
    subject: 'Your ShelfCheck sign-in link',
    mode: 'magiclink',
    intro: 'Open this link within the hour to sign in to ShelfCheck:',
    form: 'sign-in link',
  },
};

/**
 * Mails a single-use link (password recovery or one-time sign-in) to `${publicUrl}/auth?mode=...`.
 * It answers the same whether or not the address has an account, so the form cannot tell who is
 * registered; the limits, too, count the address asked for, not the account. A new link of a kind
 * replaces the user's earlier unused one.
 */
export class SendOneTimeLinkUseCase {
  constructor(
    private readonly kind: LinkKind,
    private readonly store: AccountStore,
    private readonly tokens: TokenService,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly policies: LinkPolicies,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  /** Checks and sends at once (the use case's tests; the HTTP edge answers first, see `accept`). */
  async execute(cmd: SendLinkCommand): Promise<Outcome<Record<string, never>>> {
    const accepted = await this.accept(cmd);
    if (!accepted.ok) return accepted;
    await accepted.value();
    return success({});
  }

  /**
   * Judges the request (the address's shape, the limits, which count the address asked for and
   * never the account) and returns the rest of the work, to run after the answer is sent: looking
   * the address up, making the token and writing the mail take the same path, at the same moment,
   * whether or not the address has an account, so the answer's timing tells nobody which exist.
   */
  async accept(cmd: SendLinkCommand): Promise<Outcome<PendingLink>> {
    const byEmail = (cmd.email ?? '').trim() !== '';
    const otp = validateOtpRequest(cmd);
    if (otp.length > 0) return failure(AppError.validation(otp));
    const invalid = byEmail ? accountValidationError({ email: validateEmail(cmd.email) }) : null;
    if (invalid) return failure(invalid);
    const form = MAIL[this.kind].form;
    const byIp = await this.limiter.hit(this.policies.perIp, cmd.ip);
    if (!byIp.allowed) return failure(rateLimited(form, byIp));
    const target = byEmail ? normalizeEmail(cmd.email!) : `phone:${cmd.phone!.trim()}`;
    const byTarget = await this.limiter.hit(this.policies.perEmail, `${this.kind}|${target}`);
    if (!byTarget.allowed) return failure(rateLimited(form, byTarget, 'over_email_send_rate_limit'));
    return success(() => this.send(byEmail ? { email: target } : { phone: cmd.phone!.trim() }, cmd.codeChallenge ?? null));
  }

  private async send(to: { email: string } | { phone: string }, challenge: CodeChallenge | null): Promise<void> {
    const user = 'email' in to ? await this.store.findUserByEmail(to.email) : await this.store.findUserByPhone(to.phone);
    const token = this.tokens.newSecret();
    if (!user) return;
    await this.store.addOneTimeToken(user.id, this.kind, token.hash, new Date(this.clock.now().getTime() + ONE_TIME_TOKEN_MS), challenge);
    const mail = MAIL[this.kind];
    // a PKCE link carries a code for the client to exchange with its verifier; an implicit one, the token to verify
    const param = challenge ? 'code' : 'token';
    const link = `${this.publicUrl}/auth?mode=${mail.mode}&${param}=${encodeURIComponent(token.secret)}`;
    await this.mailer.send({
      to: user.email,
      subject: mail.subject,
      text: `${mail.intro}\n\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
      link,
    });
  }
}
