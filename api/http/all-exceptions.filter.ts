import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../application/shared/app-error.js';
import { statusForCode } from './error-status.js';
import { goTrueErrorBody, isGoTrueRoute } from './gotrue-errors.js';
import { redactSecrets } from './log-redaction.js';

/** The error body every failing call answers with. */
export interface ErrorBody {
  code: string;
  message: string;
  errors: string[];
}

const HTTP_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const JSON_SYNTAX = /in JSON at position|Unexpected (token|end of JSON|non-whitespace character after JSON)|is not valid JSON|Bad control character/;
/** The words of the refusals that more than one place gives (the body parsers, the router, this filter). */
export const INVALID_JSON = 'The request body is not valid JSON';
export const TOO_LARGE = 'The request body is too large';
export const UNREADABLE = 'The request could not be read';

const invalidJson = () => ({ status: 400, body: { code: 'invalid_json', message: INVALID_JSON, errors: [INVALID_JSON] } });

const tooLarge = () => ({ status: 413, body: { code: 'payload_too_large', message: TOO_LARGE, errors: [TOO_LARGE] } });

const SERVICE_RETRY_SECONDS = 5;
// Socket failures, and PostgreSQL's own words for a server that is going away or not taking
// connections (read from the message) ...
const DB_DOWN =
  /ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|connect ETIMEDOUT|too many clients|the database system is (starting up|shutting down|in recovery mode)|terminating connection|not currently accepting connections|Client has encountered a connection error|timeout exceeded when trying to connect/i;
// ... and its SQLSTATEs (read from the error's code fields only): class 08 (connection exception),
// 57P01-57P03 (shut down by an admin, crashed, cannot connect now), 53300 (too many connections),
// and the per-connection bounds (issue #19): 57014 (statement_timeout), 55P03 (lock_timeout),
// 25P03 (idle_in_transaction_session_timeout). A stalled query is cancelled, its connection goes
// back to the pool, and the caller is told to come back.
const DB_DOWN_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300|57014|55P03|25P03)$/;

/**
 * Turns anything thrown into the JSON error shape. Expected failures keep their code and message;
 * everything else is logged with its stack and answered 500 (or 503 while the database is away)
 * with no internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const { status, body, retryAfter, reason, details } = this.describe(exception, req);
    if (status >= 500) {
      this.logger.error({ err: exception, path: redactSecrets(req.url), reqId: (req as { id?: unknown }).id }, 'request failed');
    }
    if (res.sent || res.raw.headersSent) return;
    if (retryAfter !== undefined) res.header('Retry-After', String(retryAfter));
    else if (status === 503) res.header('Retry-After', String(SERVICE_RETRY_SECONDS)); // every 503 says when to come back
    if (isGoTrueRoute(req)) res.code(status).send(goTrueErrorBody({ status, ...body, reason, details }, req, res));
    else res.code(status).send(body);
  }

  private describe(
    exception: unknown,
    req: FastifyRequest,
  ): { status: number; body: ErrorBody; retryAfter?: number; reason?: string; details?: Readonly<Record<string, unknown>> } {
    if (exception instanceof AppError) {
      return {
        status: statusForCode(exception.code),
        body: { code: exception.code, message: exception.message, errors: [...exception.errors] },
        retryAfter: exception.retryAfterSeconds,
        reason: exception.reason,
        details: exception.details,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 413) return tooLarge(); // whoever refused the size, in our words
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const messages = (Array.isArray(raw) ? raw : [raw ?? exception.message]).map(String);
      if (status === 400 && JSON_SYNTAX.test(messages[0] ?? '')) return invalidJson();
      const notFoundRoute = status === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)/.test(messages[0] ?? '');
      const message = notFoundRoute ? `No such route: ${req.method} ${req.originalUrl.split('?')[0]}` : messages[0];
      const code = (response as { code?: string }).code ?? HTTP_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
      const reason = (response as { reason?: string }).reason;
      return { status, body: { code, message, errors: notFoundRoute ? [message] : messages }, reason };
    }
    // Fastify's own refusals of a request it could not read (FST_ERR_CTP_*: a body past the route's
    // limit, a Content-Length that lies, a JSON body it was asked to parse), never in its own words
    const unread = exception as { code?: unknown; statusCode?: unknown };
    const unreadStatus = typeof unread?.statusCode === 'number' ? unread.statusCode : 0;
    if (unread?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || unreadStatus === 413) return tooLarge();
    if (unread?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (exception instanceof SyntaxError && unreadStatus === 400)) return invalidJson();
    if (unreadStatus >= 400 && unreadStatus < 500) {
      return { status: unreadStatus, body: { code: HTTP_CODES[unreadStatus] ?? 'bad_request', message: UNREADABLE, errors: [UNREADABLE] } };
    }
    if (databaseAway(exception)) {
      const message = 'The service is briefly unavailable. Please try again in a moment.';
      return { status: 503, body: { code: 'service_unavailable', message, errors: [message] }, retryAfter: SERVICE_RETRY_SECONDS };
    }
    const message = 'An unexpected error occurred';
    return { status: 500, body: { code: 'internal_error', message, errors: [message] } };
  }
}

/**
 * Whether the error, or an error it was wrapped around (`cause`, a few levels deep), says the
 * database is away. Duck-typed: an error made in another realm (a socket error under a VM sandbox)
 * is no `instanceof Error`, and the token guard wraps such a throwable (the session check's
 * ECONNREFUSED) in an Error of its own with the original as its cause.
 */
function databaseAway(exception: unknown): boolean {
  let error: unknown = exception;
  for (let depth = 0; depth < 5 && error !== null && typeof error === 'object'; depth++) {
    const { message, code, sqlState, cause } = error as { message?: unknown; code?: unknown; sqlState?: unknown; cause?: unknown };
    const text = typeof message === 'string' ? `${message} ${typeof code === 'string' ? code : ''}` : '';
    const states = [code, sqlState].filter((v): v is string => typeof v === 'string');
    if (DB_DOWN.test(text) || states.some((state) => DB_DOWN_STATE.test(state))) return true;
    error = cause;
  }
  return false;
}
