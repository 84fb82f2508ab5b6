import type { AuthUser } from '../../accounts/auth-user.js';

/** One stored row as JSON: timestamps as ISO-8601 strings, jsonb as objects. */
export type ExportRow = Readonly<Record<string, unknown>>;

/**
 * Everything the product holds about one live account and its readers. Secrets never appear:
 * no password hash, no refresh, one-time or checkout-link token (nor their hashes).
 */
export interface AccountDataSnapshot {
  readonly user: AuthUser;
  readonly profile: ExportRow | null;
  /** Sign-ins: when, from which browser, whether ended (no token, no session id). */
  readonly sessions: readonly ExportRow[];
  readonly family_members: readonly ExportRow[];
  readonly family_values: ExportRow | null;
  readonly reading_profile: ExportRow | null;
  readonly reading_list: readonly ExportRow[];
  readonly reading_goals: readonly ExportRow[];
  /** Every stored scan (the API lists only the newest 25). */
  readonly scan_history: readonly ExportRow[];
  readonly feedback: readonly ExportRow[];
  readonly subscription: ExportRow | null;
  readonly scan_usage: ExportRow | null;
  readonly billing_events: readonly ExportRow[];
  /** Admin actions the account took (empty for everyone else). */
  readonly admin_activity: readonly ExportRow[];
  /** Rating corrections the account reported ('Report a problem'). */
  readonly content_corrections: readonly ExportRow[];
  /** Family members' own sign-in codes: which member, when made and last used (never the code or its hash). */
  readonly reader_codes: readonly ExportRow[];
  /** Readers' sign-ins with their code: which member, when, until when (no token). */
  readonly reader_sessions: readonly ExportRow[];
  /** Books the readers asked for, and the answers. */
  readonly book_requests: readonly ExportRow[];
  /** Books the parent asked us to add to the catalog, and our answers. */
  readonly catalog_requests: readonly ExportRow[];
  /** Shelf-mode sessions (issue 25) and the books scanned in them, with the verdicts shown then. */
  readonly shelf_sessions: readonly ExportRow[];
  readonly shelf_session_books: readonly ExportRow[];
  /** Links made to share a reader's card (issue 25): which reader, until when, revoked or not; never the token. */
  readonly share_links: readonly ExportRow[];
  /** The household the account owns (its id, when made). */
  readonly households: readonly ExportRow[];
  /** The account's place in another household: whose, which role, since when. */
  readonly household_memberships: readonly ExportRow[];
  /** Invitations the account sent: to whom, which role, when, what became of them (never the token or its hash). */
  readonly household_invitations: readonly ExportRow[];
}

/** Reads a whole account for the export; null when there is no live (undeleted) account. */
export interface AccountDataReader {
  collect(userId: string): Promise<AccountDataSnapshot | null>;
}
export const ACCOUNT_DATA_READER = Symbol('ACCOUNT_DATA_READER');
