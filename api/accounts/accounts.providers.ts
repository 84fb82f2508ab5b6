import { Logger, type Provider } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ACCOUNT_STORE, type AccountStore } from '../../application/accounts/account-store.port.js';
import { ACCOUNT_POLICIES, resolveAccountPolicies, type AccountPolicies } from '../../application/accounts/account-policies.js';
import { GetProfileUseCase } from '../../application/accounts/get-profile.use-case.js';
import { ReauthenticateUseCase } from '../../application/accounts/reauthenticate.use-case.js';
import { RefreshSessionUseCase } from '../../application/accounts/refresh-session.use-case.js';
import { SendOneTimeLinkUseCase } from '../../application/accounts/send-one-time-link.use-case.js';
import { SessionIssuer } from '../../application/accounts/session-issuer.js';
import { SignInWithPasswordUseCase } from '../../application/accounts/sign-in-with-password.use-case.js';
import { SignOutUseCase } from '../../application/accounts/sign-out.use-case.js';
import { SignUpUseCase } from '../../application/accounts/sign-up.use-case.js';
import { TOKEN_SERVICE, type TokenService } from '../../application/accounts/token-service.port.js';
import { UpdateUserUseCase } from '../../application/accounts/update-user.use-case.js';
import { VerifyOneTimeTokenUseCase } from '../../application/accounts/verify-one-time-token.use-case.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { MAILER, type Mailer } from '../../application/ports/mailer.port.js';
import { PASSWORD_HASHER, type PasswordHasher } from '../../application/ports/password-hasher.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { SESSION_REGISTRY, type SessionRegistry } from '../../application/ports/session-registry.port.js';
import { Argon2PasswordHasher } from '../../adapters/accounts/argon2-password-hasher.adapter.js';
import { JwtTokenService } from '../../adapters/accounts/jwt-token-service.adapter.js';
import { MikroOrmAccountStore } from '../../adapters/accounts/mikro-orm-account-store.adapter.js';
import { cachedSessionRegistry } from '../../adapters/accounts/session-liveness-cache.js';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer.adapter.js';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { AfterAnswer } from './after-answer.js';
import { MAGIC_LINK, RECOVER_LINK } from './auth.controller.js';
import { rateLimiterProvider } from './rate-limiter.provider.js';

const SESSION_ISSUER = Symbol('SESSION_ISSUER');
type Policies = Required<AccountPolicies>;

/** Adapters behind the accounts ports (several are shared with other features through exports). */
const ADAPTERS: Provider[] = [
  { provide: ACCOUNT_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmAccountStore(orm) },
  { provide: PASSWORD_HASHER, useFactory: () => new Argon2PasswordHasher() },
  { provide: TOKEN_SERVICE, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new JwtTokenService(c.jwtSecret) },
  {
    provide: MAILER,
    inject: [APP_CONFIG, CLOCK],
    useFactory: (c: AppConfig, clock: Clock): Mailer => {
      if (c.smtpUrl) return new SmtpMailer(c.smtpUrl, c.mailFrom);
      const logger = new Logger('Mail');
      return new OutboxMailer(c.dataDir, { info: (_details, message) => logger.log(message) }, clock);
    },
  },
  rateLimiterProvider,
  { provide: ACCOUNT_POLICIES, inject: [APP_CONFIG], useFactory: (c: AppConfig): Policies => resolveAccountPolicies(c.accountPolicies) },
  // One instance (no REDIS_URL) reuses a live answer briefly and forgets it at every revocation
  // (issue 20). Several instances (REDIS_URL set) ask the database every time: a revocation made by
  // another instance must count at once (issue 21), and this cache hears only its own.
  {
    provide: SESSION_REGISTRY,
    inject: [ACCOUNT_STORE, APP_CONFIG],
    useFactory: (s: AccountStore, c: AppConfig): SessionRegistry =>
      c.redisUrl ? { isActive: (sid, userId) => s.isSessionActive(sid, userId) } : cachedSessionRegistry(s),
  },
  {
    provide: SESSION_ISSUER,
    inject: [ACCOUNT_STORE, TOKEN_SERVICE, CLOCK, APP_CONFIG],
    useFactory: (s: AccountStore, t: TokenService, c: Clock, config: AppConfig) => new SessionIssuer(s, t, c, config.accessTokenSeconds),
  },
];

const USE_CASES: Provider[] = [
  {
    provide: SignUpUseCase,
    inject: [ACCOUNT_STORE, PASSWORD_HASHER, SESSION_ISSUER, RATE_LIMITER, ACCOUNT_POLICIES, APP_CONFIG, CLOCK],
    useFactory: (s: AccountStore, h: PasswordHasher, i: SessionIssuer, l: RateLimiter, p: Policies, c: AppConfig, clock: Clock) =>
      new SignUpUseCase(s, h, i, l, p, c.adminEmails, clock),
  },
  {
    provide: SignInWithPasswordUseCase,
    inject: [ACCOUNT_STORE, PASSWORD_HASHER, SESSION_ISSUER, RATE_LIMITER, ACCOUNT_POLICIES, CLOCK],
    useFactory: (s: AccountStore, h: PasswordHasher, i: SessionIssuer, l: RateLimiter, p: Policies, clock: Clock) =>
      new SignInWithPasswordUseCase(s, h, i, l, p, clock),
  },
  {
    provide: RefreshSessionUseCase,
    inject: [ACCOUNT_STORE, TOKEN_SERVICE, SESSION_ISSUER, CLOCK],
    useFactory: (s: AccountStore, t: TokenService, i: SessionIssuer, clock: Clock) => new RefreshSessionUseCase(s, t, i, clock),
  },
  { provide: SignOutUseCase, inject: [ACCOUNT_STORE, CLOCK], useFactory: (s: AccountStore, clock: Clock) => new SignOutUseCase(s, clock) },
  {
    provide: VerifyOneTimeTokenUseCase,
    inject: [ACCOUNT_STORE, TOKEN_SERVICE, SESSION_ISSUER, CLOCK],
    useFactory: (s: AccountStore, t: TokenService, i: SessionIssuer, clock: Clock) => new VerifyOneTimeTokenUseCase(s, t, i, clock),
  },
  {
    provide: UpdateUserUseCase,
    inject: [ACCOUNT_STORE, PASSWORD_HASHER, CLOCK, TOKEN_SERVICE],
    useFactory: (s: AccountStore, h: PasswordHasher, clock: Clock, t: TokenService) => new UpdateUserUseCase(s, h, clock, t),
  },
  {
    provide: ReauthenticateUseCase,
    inject: [ACCOUNT_STORE, TOKEN_SERVICE, MAILER, RATE_LIMITER, ACCOUNT_POLICIES, CLOCK],
    useFactory: (s: AccountStore, t: TokenService, m: Mailer, l: RateLimiter, p: Policies, clock: Clock) =>
      new ReauthenticateUseCase(s, t, m, l, p.linksPerEmail, clock),
  },
  { provide: GetProfileUseCase, inject: [ACCOUNT_STORE, APP_CONFIG], useFactory: (s: AccountStore, c: AppConfig) => new GetProfileUseCase(s, c.adminEmails) },
  ...(['recovery', 'magiclink'] as const).map((kind) => ({
    provide: kind === 'recovery' ? RECOVER_LINK : MAGIC_LINK,
    inject: [ACCOUNT_STORE, TOKEN_SERVICE, MAILER, RATE_LIMITER, ACCOUNT_POLICIES, APP_CONFIG, CLOCK],
    useFactory: (s: AccountStore, t: TokenService, m: Mailer, l: RateLimiter, p: Policies, c: AppConfig, clock: Clock) =>
      new SendOneTimeLinkUseCase(kind, s, t, m, l, { perIp: kind === 'recovery' ? p.recoverPerIp : p.otpPerIp, perEmail: p.linksPerEmail }, c.publicUrl, clock),
  })),
];

export const ACCOUNT_PROVIDERS: Provider[] = [...ADAPTERS, ...USE_CASES, AfterAnswer];
