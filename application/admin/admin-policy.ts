/**
 * The admin area's limits and wording where the specifications give none. The unlock replaces the
 * specification's client-side shared password: it re-checks the admin's own password on the server
 * and lasts a bounded time instead of "the life of the page".
 */
export const ADMIN_UNLOCK_MINUTES = 30;
export const ADMIN_UNLOCK_MS = ADMIN_UNLOCK_MINUTES * 60_000;

/** Wrong unlock passwords: at most 5 per 15 minutes per admin (a success starts a new count). */
export const UNLOCK_RATE_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;
/** The form named in 'Too many unlock attempts. Please wait {n} minutes.' */
export const UNLOCK_FORM_NAME = 'unlock';

export const ADMIN_ACCESS_MESSAGES = {
  notAdmin: 'You do not have access to the admin area',
  locked: `Unlock the admin area first: enter your password at POST /api/admin/unlock (an unlock lasts ${ADMIN_UNLOCK_MINUTES} minutes)`,
  passwordRequired: 'Password is required',
} as const;

/** Bounds of one import: the text (characters) and the records read from it. */
export const IMPORT_MAX_CHARS = 60 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** Details listed in a real import's report (a dry run lists the first 10, as the specification says). */
export const IMPORT_REPORT_ISSUES = 100;

export const IMPORT_LIMIT_MESSAGES = {
  tooLarge: `The CSV is too large: at most ${IMPORT_MAX_CHARS / 1024 / 1024} MB of text per import`,
  tooManyRows: `The CSV has more than ${IMPORT_MAX_ROWS} rows: split it into imports of at most ${IMPORT_MAX_ROWS} rows`,
  busy: 'Another import is running. Please wait for it to finish.',
  nothingWritten: (reason: string) => `Nothing was imported: ${reason}`,
  duplicate: (row: number, earlier: number, key: string) => `Row ${row}: same book as row ${earlier} (${key}); the later row is kept`,
} as const;

/** Lists in the dashboard: newest first, pages of at most this many. */
export const ADMIN_LIST_MAX = 1000;
export const AUDIT_LOG_DEFAULT_LIMIT = 100;
