import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { redactSecrets } from './log-redaction.js';

/** The probes a load balancer or an orchestrator polls: their successful answers are not logged. */
const PROBES = new Set(['/api/health', '/api/ready']);

/** An X-Request-Id the caller sent is kept when it is this sane (else a UUID is made). */
const SANE_REQUEST_ID = /^[\w-]{1,64}$/;

/** The line written for a request: its id, method and path (secrets redacted), status and time. */
interface RequestLine {
  readonly req: { readonly id: string; readonly method: string; readonly url: string };
  readonly res: { readonly statusCode: number };
  readonly responseTime: number;
}

/** The request's id: the caller's `X-Request-Id` when it is sane, else a new UUID (Fastify's `genReqId`). */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Answers every request with its id (`X-Request-Id`, see requestIdOf) and logs one line when its
 * answer is sent, or when the connection closes first:
 * `{ req: { id, method, url }, res: { statusCode }, responseTime }` with 'request completed',
 * 'request errored' (5xx) or 'request aborted'. The path is logged without its query and with
 * secret-looking parts redacted (log-redaction.ts), never the headers: no credential or token
 * reaches the log (tests/hardening/headers.spec reads every line). A probe that answered well
 * (under 400) is not logged at all: a balancer asks every few seconds. Called from the server's
 * first request hook, on Node's own request and response.
 *
 * It replaced pino-http (session 15, issue 20), which built a child logger for every request,
 * serialising the request into its bindings before anything was known of the answer, and which a
 * health check paid for although its line was never written: with the server pinned to one core,
 * four alternated pairs, a health check cost 75-89 us of CPU with pino-http and 61-74 us with
 * this (docs/performance.md, "Sessions 14 and 15"; decision 47).
 */
export function requestLog(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, id: string): void => {
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    const path = (req.url ?? '').split('?')[0];
    const method = req.method ?? 'GET';
    // Node's answer closes after it has finished, or when its connection closed first: one listener
    // tells both (`writableFinished`), where a pair of them cost their adding and removing
    res.on('close', () => {
      const finished = res.writableFinished;
      const statusCode = res.statusCode;
      if (finished && statusCode < 400 && PROBES.has(path)) return;
      const line: RequestLine = {
        req: { id, method, url: redactSecrets(path) },
        res: { statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      logger.info(line, !finished ? 'request aborted' : statusCode >= 500 ? 'request errored' : 'request completed');
    });
  };
}
