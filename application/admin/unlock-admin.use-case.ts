import { slidingWindow, tooManyAttemptsMessage, ADMIN_MESSAGES } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { ADMIN_ACCESS_MESSAGES, ADMIN_UNLOCK_MS, UNLOCK_FORM_NAME, UNLOCK_RATE_LIMIT } from './admin-policy.js';
import type { AdminAccess } from './ports/admin-access.port.js';
import type { AuditLog } from './ports/audit-log.port.js';

export interface AdminUnlocked {
  /** ISO-8601 instant at which the unlock ends. */
  readonly unlocked_until: string;
  /** 'Access granted'. */
  readonly message: string;
}

/**
 * Opens the admin area for a bounded time after re-checking the admin's own password (the
 * specification's shared password fixed in the page is not kept). Wrong passwords are counted in
 * the audit log, which is also the rate limit's store: it is shared by every replica and survives
 * restarts. A success starts a new count.
 */
export class UnlockAdminUseCase {
  constructor(
    private readonly access: AdminAccess,
    private readonly passwords: PasswordHasher,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(command: { password: string }, actor: Actor): Promise<Outcome<AdminUnlocked>> {
    const standing = await this.access.standingOf(actor.id, actor.sessionId);
    if (!standing.isAdmin) return failure(new AppError('forbidden', ADMIN_ACCESS_MESSAGES.notAdmin));
    if (command.password === '') return failure(AppError.validation([ADMIN_ACCESS_MESSAGES.passwordRequired]));
    const now = this.clock.now();

    const windowStart = new Date(now.getTime() - UNLOCK_RATE_LIMIT.windowMs);
    const successes = await this.audit.timesOf(actor.id, 'admin.unlocked', windowStart);
    const countFrom = successes.length > 0 ? successes[successes.length - 1] : windowStart;
    const failures = await this.audit.timesOf(actor.id, 'admin.unlock_failed', countFrom);
    const decision = slidingWindow({ attempts: failures, now, ...UNLOCK_RATE_LIMIT });
    if (!decision.allowed) {
      return failure(
        new AppError('rate_limited', tooManyAttemptsMessage(UNLOCK_FORM_NAME, decision.minutesToWait), {
          retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
        }),
      );
    }

    const hash = await this.access.passwordHash(actor.id);
    const valid = hash !== null && (await this.passwords.verify(hash, command.password));
    if (!valid) {
      await this.audit.record({ actorId: actor.id, action: 'admin.unlock_failed', target: null, details: {}, at: now });
      return failure(new AppError('unauthorized', ADMIN_MESSAGES.invalidPassword));
    }
    const until = new Date(now.getTime() + ADMIN_UNLOCK_MS);
    await this.access.grantUnlock(actor.id, actor.sessionId, until);
    await this.audit.record({
      actorId: actor.id,
      action: 'admin.unlocked',
      target: null,
      details: { unlocked_until: until.toISOString() },
      at: now,
    });
    return success({ unlocked_until: until.toISOString(), message: ADMIN_MESSAGES.accessGranted });
  }
}
