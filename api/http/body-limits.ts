import { parse as parseForm } from 'node:querystring';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSV_UPLOAD_TYPES } from '../admin/csv-upload.js';
import { INVALID_JSON, TOO_LARGE } from './all-exceptions.filter.js';
import { inputShapeProblem, rawJsonShapeProblem, type ShapeProblem } from './input-shape.js';

const KB = 1024;
const MB = 1024 * KB;

/** Most bodies: a sign-up, a profile, family values, a feedback message. */
export const DEFAULT_BODY_LIMIT = 64 * KB;

/**
 * The routes whose bodies are legitimately larger, with their own limit (first match wins). A CSV
 * sent as text/csv to the admin import is read by its handler (api/admin/csv-upload.ts), not here.
 */
export const ROUTE_BODY_LIMITS: readonly { readonly path: RegExp; readonly limit: number; readonly why: string }[] = [
  { path: /^\/api\/scans\/image\/?$/, limit: 12 * MB, why: 'a phone photo as a data URL (the use case bounds the image to 8 MB)' },
  {
    path: /^\/api\/admin\/books\/(import|import-clean|import-jobs)\/?$/,
    limit: 12 * MB,
    why: 'a catalog CSV as JSON { csvContent } (larger ones go as text/csv)',
  },
  { path: /^\/api\/reading-list\/import\/?$/, limit: 12 * MB, why: 'a Goodreads/StoryGraph export (5 MB of CSV, escaped in JSON)' },
  { path: /^\/api\/reading-list(\/[^/]+)?\/?$/, limit: 1 * MB, why: "a list item keeps the book's analysis (200,000 characters at most)" },
  { path: /^\/api\/billing\/webhook\/?$/, limit: 1 * MB, why: 'a payment provider event' },
];

/** The routes that take a CSV file as the body itself (text/csv or text/plain), read by their handler. */
const CSV_UPLOAD_ROUTES = /^\/api\/admin\/books\/(import|import-clean|import-jobs)\/?$/;

/** A form's parameters at most (body-parser's own bound, kept). */
const FORM_PARAMETER_LIMIT = 1000;

/** The body limit of one path, in bytes. */
export function bodyLimitFor(path: string): number {
  return ROUTE_BODY_LIMITS.find((r) => r.path.test(path))?.limit ?? DEFAULT_BODY_LIMIT;
}

/** What a too-large body is answered with (413 payload_too_large), whoever noticed it. */
const tooLarge = () => new PayloadTooLargeException({ code: 'payload_too_large', message: TOO_LARGE, errors: [TOO_LARGE] });
const invalidJson = () => new BadRequestException({ code: 'invalid_json', message: INVALID_JSON, errors: [INVALID_JSON] });
const refused = (problem: ShapeProblem) => new BadRequestException({ code: problem.code, message: problem.message, errors: [problem.message] });

/**
 * A body in a charset this server does not read: 415, as body-parser answered (JSON in any UTF,
 * a form in UTF-8 only; no charset named is UTF-8).
 */
function unreadableCharset(request: FastifyRequest, accepts: (charset: string) => boolean): Error | null {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset === undefined || accepts(charset)) return null;
  return Object.assign(new Error(`unsupported charset "${charset.toUpperCase()}"`), { statusCode: 415 });
}

/** A parsed body too wide, long or deep for the pipes: the refusal, else null. */
function parsedShapeProblem(body: unknown): BadRequestException | null {
  if (body === null || typeof body !== 'object') return null;
  const problem = inputShapeProblem(body);
  return problem ? refused(problem) : null;
}

/** The request's path as the route was declared (`/api/reading-list/:id`), else as it arrived. */
const routePath = (request: FastifyRequest): string => request.routeOptions.url ?? request.url.split('?')[0];

/**
 * The body parsers, with a limit per route and a bound on the body's shape (keys, items, values,
 * depth), checked before any Nest pipe runs. Each route gets its limit as Fastify's own `bodyLimit`
 * when it is declared (`onRoute`), so Fastify stops reading at the limit (or refuses at once on a
 * Content-Length past it): 413 payload_too_large. JSON too wide or long is refused from its raw
 * text before `JSON.parse` builds it: 400 payload_too_complex; too deep: 400 validation_failed (the
 * words the validation pipe used for it). The raw bytes are kept as `request.rawBody` (the payment
 * webhook verifies its signature on them). Bodies of any other type are left unread, as Express
 * left them: a CSV sent to the admin import is read by its handler once the admin guard let the
 * caller in (api/admin/csv-upload.ts), a multipart photo by its upload interceptor.
 *
 * Call before the routes are registered (`app.init()`).
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitFor(route.url ?? route.path);
  });
  fastify.removeAllContentTypeParsers();

  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    const charset = unreadableCharset(request, (c) => c.startsWith('utf-'));
    if (charset) return done(charset, undefined);
    const problem = rawJsonShapeProblem(bytes);
    if (problem) return done(refused(problem), undefined);
    const text = bytes.toString('utf8');
    let parsed: unknown = {}; // an empty body reads as {}, as body-parser read it
    if (bytes.length > 0) {
      // body-parser's strict mode: an object or an array, never a bare value. Only JSON's own
      // whitespace may come before it (RFC 8259: space, tab, LF, CR): a body of JavaScript's other
      // blanks (a vertical tab, a no-break space) or of spaces alone is no JSON, as body-parser
      // found too, never an empty body. A byte-order mark is refused as well (body-parser dropped
      // it; RFC 8259 lets a parser refuse it, and GoTrue's decoder does).
      if (!/^[ \t\n\r]*[{[]/.test(text)) return done(invalidJson(), undefined);
      try {
        parsed = JSON.parse(text);
      } catch {
        return done(invalidJson(), undefined);
      }
    }
    (request as FastifyRequest & { rawBody?: Buffer }).rawBody = bytes;
    done(parsedShapeProblem(parsed), parsed);
  });

  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    const charset = unreadableCharset(request, (c) => c === 'utf-8');
    if (charset) return done(charset, undefined);
    // a form is small whatever the route takes as JSON
    if (bytes.length > Math.min(bodyLimitFor(routePath(request)), DEFAULT_BODY_LIMIT)) return done(tooLarge(), undefined);
    const text = bytes.toString('utf8');
    if (text.split('&').length > FORM_PARAMETER_LIMIT) return done(tooLarge(), undefined);
    const parsed: Record<string, unknown> = { ...parseForm(text) };
    (request as FastifyRequest & { rawBody?: Buffer }).rawBody = bytes;
    done(parsedShapeProblem(parsed), parsed);
  });

  // a CSV file to the admin import: unread here, an empty object as the body (which the handler's
  // validation accepts); on any other route a CSV or text body is not ours to read
  fastify.addContentTypeParser(CSV_UPLOAD_TYPES, (request, _payload, done) => {
    done(null, CSV_UPLOAD_ROUTES.test(routePath(request)) ? {} : undefined);
  });
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
