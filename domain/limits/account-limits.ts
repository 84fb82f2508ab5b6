import { groupDigits } from '../text/group-digits.js';

/**
 * What one account may hold (issue #19, item 7): without bounds one account could fill the
 * database and make every list answer huge (1.5 MB of family members; a 10 MB JSON kept as family
 * values). Reaching a bound answers 409 `limit_reached` with the message below; nothing is dropped
 * silently except the oldest scans past the kept history (a history, not something the user made).
 */
export const ACCOUNT_LIMITS = {
  /** Family members (readers) of one account. */
  familyMembers: 30,
  /** Reading-list items of one account, all readers together (an import counts every row it adds). */
  readingListItems: 5_000,
  /** Scans kept per account; past it the oldest are removed when a new one is recorded. */
  scanHistoryKept: 500,
  /** Feedback messages one account has sent (they stay for the admins to read). */
  feedbackPerAccount: 200,
  /** Book requests of one account waiting for an answer (every reader together). */
  pendingBookRequests: 100,
  /** The family values document, in characters of its JSON. */
  familyValuesChars: 20_000,
} as const;

export type AccountLimit = keyof typeof ACCOUNT_LIMITS;

export const ACCOUNT_LIMIT_MESSAGES: { readonly [K in AccountLimit]: string } = {
  familyMembers: `You can add up to ${ACCOUNT_LIMITS.familyMembers} family members. Remove one to add another.`,
  readingListItems: `A reading list can hold up to ${groupDigits(ACCOUNT_LIMITS.readingListItems)} books. Remove some to add more.`,
  scanHistoryKept: `Only your latest ${ACCOUNT_LIMITS.scanHistoryKept} scans are kept.`,
  feedbackPerAccount: `You have sent ${ACCOUNT_LIMITS.feedbackPerAccount} messages, the most one account can send. Please email us instead.`,
  pendingBookRequests: `There are already ${ACCOUNT_LIMITS.pendingBookRequests} book requests waiting for an answer. Answer some first.`,
  familyValuesChars: `Family values can hold up to ${groupDigits(ACCOUNT_LIMITS.familyValuesChars)} characters. Please shorten them.`,
};

/**
 * Whether adding `adding` more to an account that holds `held` stays within the bound: null when
 * it does, else the message to show. For sizes, `held` is 0 and `adding` is the new size.
 */
export function accountLimitProblem(limit: AccountLimit, held: number, adding = 1): string | null {
  return held + adding > ACCOUNT_LIMITS[limit] ? ACCOUNT_LIMIT_MESSAGES[limit] : null;
}

/** List pages: `limit` (default and most 100) and `offset` (from 0). */
export const PAGE_LIMITS = { default: 100, max: 100 } as const;

export interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** The page a query asks for, within the bounds (a missing or odd value takes the default). */
export function pageOf(query: { limit?: unknown; offset?: unknown }): Page {
  const whole = (v: unknown): number | null => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) && n >= 0 ? n : null;
  };
  const limit = whole(query.limit);
  return { limit: limit === null || limit === 0 ? PAGE_LIMITS.default : Math.min(limit, PAGE_LIMITS.max), offset: whole(query.offset) ?? 0 };
}

/** Where the next page starts, or null on the last page. */
export function nextOffset(page: Page, total: number): number | null {
  const next = page.offset + page.limit;
  return next < total ? next : null;
}
