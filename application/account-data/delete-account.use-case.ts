import { isSubscribed } from '../../domain/index.js';
import { rateLimited } from '../accounts/rate-limited.js';
import type { Actor } from '../ports/actor.js';
import type { Clock } from '../ports/clock.port.js';
import type { PaymentGateway } from '../ports/payment-gateway.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { ACCOUNT_DATA_MESSAGES, DELETE_ACCOUNT_ATTEMPTS, DELETE_ACCOUNT_FORM, ENDED_SUBSCRIPTION_STATUSES, purgeAfter } from './account-data-policy.js';
import type { AccountDeletionStore, SubscriptionAtDeletion } from './ports/account-deletion-store.port.js';

export interface DeleteAccountCommand {
  readonly password: string;
}

/** What DELETE /api/account answers. */
export interface AccountDeleted {
  readonly deleted_at: string;
  /** The time by which every row of the account is gone. */
  readonly purge_after: string;
  /** The paid subscription that was live at deletion (cancelled at the provider before the deletion), or null. */
  readonly subscription: { readonly status: string; readonly tier: string | null; readonly current_period_end: string | null } | null;
  /** True when the account's live subscription(s) were cancelled at the payment provider. */
  readonly subscription_cancelled: boolean;
  /** A warning for the user when a paid subscription is left running; null otherwise (it is cancelled first). */
  readonly warning: string | null;
}

/** The one call of the payment provider that deletion needs. */
export type SubscriptionCanceller = Pick<PaymentGateway, 'cancelSubscriptions'>;

/**
 * Deletes the signed-in account after re-checking its password. At once: every session ends, the
 * account can no longer sign in, and it disappears from every list; its rows stay, hidden, until the
 * purge removes them `PURGE_DELAY_DAYS` later. The email is freed at once, so the same address can
 * sign up again as a new, empty account (nothing of the old one comes back).
 *
 * A subscription that can still bill (paid, or not ended at the provider per our ledger) is cancelled
 * at the payment provider **before anything is deleted**; when the provider cannot confirm that, the
 * deletion is refused (502) and nothing changes, so no account is deleted while it keeps being
 * charged. The paid subscription is recorded on the account and reported back.
 */
export class DeleteAccountUseCase {
  constructor(
    private readonly store: AccountDeletionStore,
    private readonly passwords: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly payments: SubscriptionCanceller,
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
    const cancel =
      stored !== null && (paid !== null || ((stored.customerId !== null || stored.subscriptionId !== null) && !ENDED_SUBSCRIPTION_STATUSES.has(stored.status)));
    if (cancel) {
      try {
        await this.payments.cancelSubscriptions({ userId: actor.id, customerId: stored.customerId, subscriptionId: stored.subscriptionId });
      } catch {
        // the gateway has logged the provider's error; the account stays exactly as it was
        return failure(new AppError('upstream_failed', ACCOUNT_DATA_MESSAGES.subscriptionNotCancelled));
      }
    }
    const until = purgeAfter(now);
    const marked = await this.store.markDeleted(actor.id, { deletedAt: now, purgeAfter: until, subscription: paid });
    // a parallel request deleted it between the password check and here: the end state is the same
    if (!marked) return failure(new AppError('not_found', ACCOUNT_DATA_MESSAGES.accountNotFound));
    await this.limiter.reset(DELETE_ACCOUNT_ATTEMPTS, actor.id);
    return success({
      deleted_at: now.toISOString(),
      purge_after: until.toISOString(),
      subscription: paid ? toView(paid) : null,
      subscription_cancelled: cancel,
      warning: null,
    });
  }
}

const toView = (s: SubscriptionAtDeletion) => ({ status: s.status, tier: s.tier, current_period_end: s.currentPeriodEnd?.toISOString() ?? null });
