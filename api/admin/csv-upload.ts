import type { NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { IMPORT_MAX_CHARS } from '../../application/admin/admin-policy.js';
import { AppError } from '../../application/shared/app-error.js';

/** Content types an import accepts as the CSV file itself (instead of JSON { csvContent }). */
export const CSV_UPLOAD_TYPES = ['text/csv', 'text/plain'];
/** A CSV sent as the body may be larger than the JSON body limit (12 MB): up to the import's own. */
export const CSV_UPLOAD_MAX_BYTES = IMPORT_MAX_CHARS;

export const isCsvUpload = (req: Request): boolean => Boolean(req.is(CSV_UPLOAD_TYPES));

/**
 * Leaves a CSV body unread for the handler (which reads it after the admin guard has let the
 * caller in, so that nobody else can make the server buffer an upload): the body only gets an
 * empty object, which the handler's body validation accepts.
 */
export class CsvUploadMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    if (isCsvUpload(req) && (req.body === undefined || req.body === null)) req.body = {};
    next();
  }
}

/** Reads a CSV body as UTF-8 text, refusing one past the limit with 413 as soon as it gets there. */
export async function readCsvUpload(req: Request, maxBytes = CSV_UPLOAD_MAX_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      req.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

const tooLarge = (max: number) => new AppError('payload_too_large', `The CSV file is too large: at most ${Math.round(max / 1024 / 1024)} MB`);
