import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
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

const TOO_LARGE = 'The request body is too large';

/** body-parser's size refusals in the error shape (its own words are "request entity too large"). */
function readable(error: unknown): unknown {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.complex') {
    const { problem } = error as ShapeRefusal;
    return new BadRequestException({ code: problem.code, message: problem.message, errors: [problem.message] });
  }
  if (type === 'entity.too.large' || type === 'parameters.too.many')
    return new PayloadTooLargeException({ code: 'payload_too_large', message: TOO_LARGE, errors: [TOO_LARGE] });
  return error;
}

/** Whether the request carries a body at all: a Transfer-Encoding, or a Content-Length that is a number (type-is's test). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length'] ?? NaN));
}

/** The body limit of one path, in bytes. */
export function bodyLimitFor(path: string): number {
  return ROUTE_BODY_LIMITS.find((r) => r.path.test(path))?.limit ?? DEFAULT_BODY_LIMIT;
}

// the payment webhook verifies its signature on the raw bytes
const keepRawBody = (req: Request, _res: Response, buffer: Buffer) => {
  (req as Request & { rawBody?: Buffer }).rawBody = buffer;
};

/** A JSON body whose raw text is too wide, long or deep: refused before JSON.parse builds it. */
class ShapeRefusal extends Error {
  readonly type = 'entity.too.complex';
  constructor(readonly problem: ShapeProblem) {
    super(problem.message);
  }
}

const keepRawJson = (req: Request, res: Response, buffer: Buffer) => {
  const problem = rawJsonShapeProblem(buffer);
  if (problem) throw new ShapeRefusal(problem);
  keepRawBody(req, res, buffer);
};

/**
 * JSON and form body parsing with a limit per route and a bound on the parsed body's shape (keys,
 * items, values, depth), checked in one pass before any Nest pipe runs. Too large: 413
 * payload_too_large (body-parser stops reading at the limit); too wide or long: 400 payload_too_complex;
 * too deep: 400 validation_failed (the words the validation pipe used for it).
 */
export function boundedBodyParsers(): RequestHandler {
  const limits = [...new Set([DEFAULT_BODY_LIMIT, ...ROUTE_BODY_LIMITS.map((r) => r.limit)])];
  const parsers = new Map(
    limits.map((limit) => [
      limit,
      {
        json: express.json({ limit, verify: keepRawJson }),
        form: express.urlencoded({ limit: Math.min(limit, DEFAULT_BODY_LIMIT), extended: false, verify: keepRawBody }),
      },
    ]),
  );
  return (req, res, next: NextFunction) => {
    // no body (most GETs): nothing to parse, as body-parser itself decides (type-is's hasBody);
    // skipped before the route's limit is looked up and both parsers are called (issue 20)
    if (!hasBody(req)) return next();
    const { json, form } = parsers.get(bodyLimitFor(req.path))!;
    json(req, res, (error?: unknown) => {
      if (error) return next(readable(error));
      form(req, res, (formError?: unknown) => {
        if (formError) return next(readable(formError));
        if (req.body !== undefined && typeof req.body === 'object') {
          const problem = inputShapeProblem(req.body);
          if (problem) return next(new BadRequestException({ code: problem.code, message: problem.message, errors: [problem.message] }));
        }
        next();
      });
    });
  };
}
