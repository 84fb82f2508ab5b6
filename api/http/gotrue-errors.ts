import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Error bodies of the accounts API (`/api/auth/*`) in the hosted auth service's (GoTrue's) shape,
 * so clients written for it (auth-js, supabase-py, supabase-swift) read `error.code`:
 * `{ code, error_code, msg, message, errors, …details }`, where `code` and `error_code` are
 * GoTrue's wire strings (internal/api/apierrors/errorcode.go), plus the `x-sb-error-code` header.
 * GoTrue answers `code` (a string) only to clients sending `X-Supabase-Api-Version: 2024-01-01`
 * or later, and `error_code` with a numeric `code` otherwise; API.md fixes `code` as a string on
 * every error, so both fields carry the string and the version header is echoed as GoTrue does.
 */

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** Our error codes (and HTTP statuses) as GoTrue's wire codes, when no finer reason is known. */
const WIRE_CODES: Record<string, string> = {
  validation_failed: 'validation_failed',
  invalid_credentials: 'invalid_credentials',
  user_already_exists: 'user_already_exists',
  weak_password: 'weak_password',
  unauthorized: 'no_authorization',
  forbidden: 'not_admin',
  rate_limited: 'over_request_rate_limit',
  payload_too_large: 'request_entity_too_large',
  invalid_json: 'bad_json',
  bad_request: 'validation_failed',
  not_found: 'unknown',
  internal_error: 'unexpected_failure',
  service_unavailable: 'service_unavailable', // not GoTrue's (it has no 503 code); auth-js retries any 503 whatever its code
};

/** The routes that speak GoTrue (the reader's code sign-in under /api/auth is our own). */
export const isGoTrueRoute = (req: FastifyRequest): boolean => {
  const path = req.originalUrl.split('?')[0];
  return path.startsWith('/api/auth/') && !path.startsWith('/api/auth/reader-code');
};

/** The closest API version the request asks for (GoTrue's DetermineClosestAPIVersion), or null. */
export function requestedApiVersion(req: FastifyRequest): string | null {
  const raw = req.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return value >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

export interface GoTrueErrorInput {
  status: number;
  code: string;
  message: string;
  errors: string[];
  reason?: string;
  details?: Readonly<Record<string, unknown>>;
}

/** Writes the GoTrue-shaped headers and returns the body. */
export function goTrueErrorBody(input: GoTrueErrorInput, req: FastifyRequest, res: FastifyReply): Record<string, unknown> {
  const wire = input.reason ?? WIRE_CODES[input.code] ?? (input.status >= 500 ? 'unexpected_failure' : 'unknown');
  res.header('x-sb-error-code', wire);
  const version = requestedApiVersion(req);
  if (version) res.header('X-Supabase-Api-Version', version);
  return { code: wire, error_code: wire, msg: input.message, message: input.message, errors: input.errors, ...input.details };
}
