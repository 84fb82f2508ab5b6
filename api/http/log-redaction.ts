/*
 * What a log line must never hold, even when a message or a URL carries it: bearer and JWT access
 * tokens, token-bearing query values (mailed links, a client that put a token in the query) and
 * long opaque path segments (the test-mode payment links carry a 43-character capability token).
 * UUIDs (36 characters) stay readable.
 */
const REDACTED = '[redacted]';
const RULES: [RegExp, string][] = [
  [/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${REDACTED}`],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED],
  [/([?&#](?:token|access_token|refresh_token|token_hash|code)=)[^&#\s"']+/gi, `$1${REDACTED}`],
  [/\/[A-Za-z0-9_-]{40,}(?=[/?#\s"']|$)/g, `/${REDACTED}`],
];

/** The text with every secret-looking part replaced by [redacted]. */
export function redactSecrets(text: string): string {
  return RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
