import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_CHARS } from '../../application/admin/admin-policy.js';
import { AppError } from '../../application/shared/app-error.js';

/** Content types an import accepts as the CSV file itself (instead of JSON { csvContent }). */
export const CSV_UPLOAD_TYPES = ['text/csv', 'text/plain'];
/** A CSV sent as the body may be larger than the JSON body limit (12 MB): up to the import's own. */
export const CSV_UPLOAD_MAX_BYTES = IMPORT_MAX_CHARS;

/**
 * Whether the body is a CSV file, tested as Express's `req.is` did: a body is announced (a length
 * or a transfer encoding) and its media type is one of CSV_UPLOAD_TYPES. Its content-type parser
 * leaves such a body unread (the body an empty object) for the handler, which reads it after the
 * admin guard has let the caller in, so that nobody else can make the server buffer an upload.
 */
export function isCsvUpload(req: FastifyRequest): boolean {
  const { headers } = req;
  const hasBody = headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(headers['content-length']));
  const mediaType = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return hasBody && mediaType !== undefined && CSV_UPLOAD_TYPES.includes(mediaType);
}

/** Reads a CSV body as UTF-8 text, refusing one past the limit with 413 as soon as it gets there. */
export async function readCsvUpload(req: FastifyRequest, maxBytes = CSV_UPLOAD_MAX_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      req.raw.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

const tooLarge = (max: number) => new AppError('payload_too_large', `The CSV file is too large: at most ${Math.round(max / 1024 / 1024)} MB`);
