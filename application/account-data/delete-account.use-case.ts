import { isSubscribed } from '../billing/is-subscribed.js';
import { rateLimited } from '../accounts/rate-limited.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { ACCOUNT_DATA_MESSAGES, DELETE_ACCOUNT_ATTEMPTS, DELETE_ACCOUNT_FORM, purgeAfter } from './account-data-policy.js';
import type { AccountDeletionStore, SubscriptionAtDeletion } from './ports/account-deletion-store.port.js';

export interface DeleteAccountCommand {
  readonly password: string;
}

/** What DELETE /api/account answers. */
export interface AccountDeleted {
  readonly deleted_at: string;
  /** The time by which every row of the account is gone. */
  readonly purge_after: string;
  /** The paid subscription that was live at deletion (it is not cancelled at the provider), or null. */
  readonly subscription: { readonly status: string; readonly tier: string | null; readonly current_period_end: string | null } | null;
  /** A warning for the user when a paid subscription was live; null otherwise. */
  readonly warning: string | null;
}

/**
 * Deletes the signed-in account after re-checking its password. At once: every session ends, the
 * account can no longer sign in, and it disappears from every list; its rows stay, hidden, until the
 * purge removes them `PURGE_DELAY_DAYS` later. The email is freed at once, so the same address can
 * sign up again as a new, empty account (nothing of the old one comes back).
 *
 * A live paid subscription does not block deletion: it is recorded on the account and reported back
 * (the payment gateway has no cancel call yet), so the user is told to cancel it at the provider.
 */
export class DeleteAccountUseCase {
  constructor(
    private readonly store: AccountDeletionStore,
    private readonly passwords: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute(command: DeleteAccountCommand, actor: Actor): Promise<Outcome<AccountDeleted>> {
    if (command.password === '') return failure(AppError.validation([ACCOUNT_DATA_MESSAGES.passwordRequired]));
    const blocked = await this.limiter.peek(DELETE_ACCOUNT_ATTEMPTS, actor.id);
    if (!blocked.allowed) return failure(rateLimited(DELETE_ACCOUNT_FORM, blocked));

    const hash = await this.store.passwordHash(actor.id);
    if (hash === null) return failure(new AppError('not_found', ACCOUNT_DATA_MESSAGES.accountNotFound));
    if (!(await this.passwords.verify(hash, command.password))) {
      const counted = await this.limiter.hit(DELETE_ACCOUNT_ATTEMPTS, actor.id);
      if (!counted.allowed) return failure(rateLimited(DELETE_ACCOUNT_FORM, counted));
      return failure(new AppError('unauthorized', ACCOUNT_DATA_MESSAGES.invalidPassword));
    }

    const now = this.clock.now();
    const stored = await this.store.subscriptionOf(actor.id);
    const paid = stored !== null && isSubscribed(stored, now) ? stored : null;
    const until = purgeAfter(now);
    const marked = await this.store.markDeleted(actor.id, { deletedAt: now, purgeAfter: until, subscription: paid });
    // a parallel request deleted it between the password check and here: the end state is the same
    if (!marked) return failure(new AppError('not_found', ACCOUNT_DATA_MESSAGES.accountNotFound));
    await this.limiter.reset(DELETE_ACCOUNT_ATTEMPTS, actor.id);
    return success({
      deleted_at: now.toISOString(),
      purge_after: until.toISOString(),
      subscription: paid ? toView(paid) : null,
      warning: paid ? ACCOUNT_DATA_MESSAGES.subscriptionStillBilled : null,
    });
  }
}

const toView = (s: SubscriptionAtDeletion) => ({ status: s.status, tier: s.tier, current_period_end: s.currentPeriodEnd?.toISOString() ?? null });
