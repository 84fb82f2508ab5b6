import type { RatePolicy } from '../ports/rate-limiter.port.js';

/** The privacy page's promise: account data is removed within this many days after deletion. */
export const PURGE_DELAY_DAYS = 30;
export const PURGE_DELAY_MS = PURGE_DELAY_DAYS * 24 * 60 * 60 * 1000;

/** Finished analyses (which name the reader) are kept no longer than the same promise: 30 days. */
export const ANALYSIS_CACHE_RETENTION_MS = PURGE_DELAY_DAYS * 24 * 60 * 60 * 1000;

/** How often the API process looks for accounts whose purge time has passed. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** The first look after start (not at once: a process that restarts often still purges). */
export const PURGE_FIRST_RUN_MS = 60 * 1000;
/** Accounts purged per statement batch; a run repeats batches until none is due. */
export const PURGE_BATCH_SIZE = 50;

/** Wrong passwords on DELETE /api/account, per account: a stolen access token cannot guess freely. */
export const DELETE_ACCOUNT_ATTEMPTS: RatePolicy = { name: 'account-delete', points: 5, durationSeconds: 15 * 60 };
/** The form name in `Too many {form} attempts. Please wait {n} minutes.` */
export const DELETE_ACCOUNT_FORM = 'account deletion';

export const ACCOUNT_DATA_MESSAGES = {
  invalidPassword: 'Invalid password',
  passwordRequired: 'Please enter your password',
  accountNotFound: 'Account not found',
  subscriptionNotCancelled:
    'We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again in a few minutes.',
} as const;

/** Subscription statuses the provider has finished with (nothing left to cancel); `inactive` means none ever. */
export const ENDED_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(['inactive', 'canceled', 'incomplete_expired']);

/**
 * When a deleted account's rows are removed.
 * @example purgeAfter(new Date('2026-11-23T12:00:00Z')) // 2026-12-23T12:00:00Z
 */
export const purgeAfter = (deletedAt: Date): Date => new Date(deletedAt.getTime() + PURGE_DELAY_MS);

/**
 * The export's file name, by the UTC date of the export.
 * @example exportFileName(new Date('2026-11-23T23:59:00Z')) // 'shelfcheck-data-2026-11-23.json'
 */
export const exportFileName = (now: Date): string => `shelfcheck-data-${now.toISOString().slice(0, 10)}.json`;
