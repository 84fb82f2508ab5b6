/**
 * Every failure a use case can report, by stable code. The HTTP edge maps each code to a status in
 * one exhaustive switch (api/http/error-status.ts), so a new code does not compile until it has one.
 */
export type AppErrorCode =
  | 'validation_failed'
  | 'invalid_credentials'
  | 'user_already_exists'
  /** A password the rules refuse, on the accounts routes (422, with `weak_password.reasons`). */
  | 'weak_password'
  /** Well-formed input that a rule refuses (422): e.g. a reader code for a member under 8. */
  | 'unprocessable'
  | 'unauthorized'
  | 'forbidden'
  /** The caller's household role does not allow the action (403; the domain's household rule table). */
  | 'forbidden_role'
  /** A household invitation past its 7 days (410). */
  | 'invitation_expired'
  /** A household invitation already accepted (409: each works once). */
  | 'invitation_used'
  /** A household invitation the account holder withdrew (410). */
  | 'invitation_revoked'
  /** A household invitation opened by an account with another email address (403). */
  | 'invitation_email_mismatch'
  /** The account is already a member of another household (409). */
  | 'already_in_household'
  | 'not_found'
  | 'conflict'
  /** An account-wide bound is reached (409): too many family members, books, requests… (domain ACCOUNT_LIMITS). */
  | 'limit_reached'
  | 'rate_limited'
  | 'payment_required'
  | 'bad_request'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'upstream_failed'
  /** The AI provider did not answer within OPENAI_TIMEOUT_MS (504); nothing was stored. */
  | 'ai_timeout'
  | 'service_unavailable'
  /** A share link's token matches no link (404; docs/sharing.md). */
  | 'share_link_not_found'
  /** A share link past its expiry (410). */
  | 'share_link_expired'
  /** A share link the parent turned off (410). */
  | 'share_link_revoked';

export interface AppErrorOptions {
  /** All human messages; the first is the error's `message`. */
  errors?: readonly string[];
  /** For `rate_limited`: seconds until a retry may succeed (sent as `Retry-After`). */
  retryAfterSeconds?: number;
  /**
   * The hosted auth service's finer error code (its wire string, e.g. `refresh_token_already_used`),
   * answered as `code` on /api/auth, where clients written for that service read it.
   */
  reason?: string;
  /** Extra fields of the error body (e.g. `weak_password: { reasons }`). */
  details?: Readonly<Record<string, unknown>>;
}

/** An expected failure, carried as data with a stable code. */
export class AppError extends Error {
  readonly errors: readonly string[];
  readonly retryAfterSeconds?: number;
  readonly reason?: string;
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.errors = options.errors && options.errors.length > 0 ? options.errors : [message];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
    this.details = options.details;
  }

  /** A validation failure whose message is the first of the domain's messages. */
  static validation(errors: readonly string[]): AppError {
    return new AppError('validation_failed', errors[0] ?? 'Please check your input', { errors });
  }
}

/** The result of a use case: a value, or an expected failure. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = <T = never>(error: AppError): Outcome<T> => ({ ok: false, error });
