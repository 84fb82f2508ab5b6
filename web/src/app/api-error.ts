import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isRateLimitMessage } from '../../../domain/index.js';

/** Every API error body: `{ code, message, errors[] }` (see API.md). */
export interface ApiErrorBody {
  code: string;
  message: string;
  errors: string[];
}

type QueryError = FetchBaseQueryError | SerializedError | undefined;

function bodyOf(error: QueryError): Partial<ApiErrorBody> | null {
  if (!error || !('status' in error)) return null;
  const data = 'data' in error ? error.data : undefined;
  return typeof data === 'object' && data !== null ? data : null;
}

/** The server's human message, or null when the failure was not an answer from our API. */
export function apiErrorMessage(error: QueryError): string | null {
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

export function apiErrorCode(error: QueryError): string | null {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' ? code : null;
}

export function apiErrorStatus(error: QueryError): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/** 429, or any message that talks about a rate limit. */
export function isRateLimitError(error: QueryError): boolean {
  if (apiErrorStatus(error) === 429) return true;
  const text = `${apiErrorMessage(error) ?? ''} ${error && 'message' in error ? (error.message ?? '') : ''}`;
  return isRateLimitMessage(text);
}
