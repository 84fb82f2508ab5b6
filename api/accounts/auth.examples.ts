import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/** Examples for the OpenAPI document, in the shape the hosted auth service answered with. */
export const USER_EXAMPLE = {
  id: '0b6c5e1c-6a3f-4c59-9d59-1f0d8f3b2a10',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'parent@example.com',
  phone: null,
  email_confirmed_at: '2026-11-22T10:00:00.000Z',
  confirmed_at: '2026-11-22T10:00:00.000Z',
  last_sign_in_at: '2026-11-22T10:00:00.000Z',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1985-04-12', user_type: 'parent' },
  identities: [],
  is_anonymous: false,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};

export const SESSION_EXAMPLE = {
  access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwYjZj…',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1795341600,
  refresh_token: 'pQ3vVh3t2m1yX0c7YbqQk2Wl9x8dA1sZr4fE6gH0jKc',
  user: USER_EXAMPLE,
};

export const PROFILE_EXAMPLE = { id: USER_EXAMPLE.id, first_name: 'Ada', last_name: 'Lovelace', created_at: '2026-11-22T10:00:00.000Z', is_admin: false };

/** The accounts API's error body: GoTrue's wire code in `code` and `error_code`, its `msg`, and ours (`message`, `errors`). */
const errorBody = (code: string, message: string) => ({ code, error_code: code, msg: message, message, errors: [message] });

/** Documents one error answer with its `{ code, message, errors }` body. */
export const ApiError = (status: number, code: string, message: string, description = message) =>
  ApiResponse({ status, description, content: { 'application/json': { example: errorBody(code, message) } } });

/** Documents the 429 of a rate-limited form, with its Retry-After header. */
export const ApiRateLimited = (form: string) =>
  applyDecorators(
    ApiResponse({
      status: 429,
      description: `Rate limited: 'Too many ${form} attempts. Please wait {n} minutes.'`,
      headers: { 'Retry-After': { description: 'Seconds until a retry may succeed', schema: { type: 'integer', example: 840 } } },
      content: { 'application/json': { example: errorBody('over_request_rate_limit', `Too many ${form} attempts. Please wait 14 minutes.`) } },
    }),
  );

/** Documents the 401 of a protected route. */
export const ApiAuthRequired = () =>
  ApiError(
    401,
    'no_authorization',
    'Authentication required',
    'No bearer token (no_authorization), one that is invalid or expired (bad_jwt), or one of an ended session (session_not_found)',
  );
