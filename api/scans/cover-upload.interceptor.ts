import { Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { MAX_IMAGE_BYTES, SCAN_IMAGE_MESSAGES } from '../../application/scans/scan-image-limits.js';
import { AppError } from '../../application/shared/app-error.js';

/** The multipart form's one file field. */
export const IMAGE_FIELD = 'image';

const Multipart = FileInterceptor(IMAGE_FIELD, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024 } });

/**
 * Reads a multipart upload into memory (never to disk), at most 8 MB: past that multer stops
 * reading and the caller gets the same 400 as an oversized data URL, not multer's 413. A JSON body
 * passes through untouched.
 */
@Injectable()
export class CoverUploadInterceptor implements NestInterceptor {
  private readonly multipart = new Multipart();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw AppError.validation([SCAN_IMAGE_MESSAGES.tooLarge]);
      throw error;
    }
  }
}
