import {
  Injectable,
  Optional,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FileInterceptor, memoryStorage } from '@nestjs/platform-fastify/multipart';
import type { Observable } from 'rxjs';
import { MAX_IMAGE_BYTES, SCAN_IMAGE_MESSAGES } from '../../application/scans/scan-image-limits.js';
import { AppError } from '../../application/shared/app-error.js';

/** The multipart form's one file field. */
export const IMAGE_FIELD = 'image';

const Multipart = FileInterceptor(IMAGE_FIELD, {
  storage: memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024 },
});

/**
 * Reads a multipart upload into memory (never to disk), at most 8 MB: past that the parser stops
 * reading and the caller gets the same 400 as an oversized data URL, not the parser's 413. A JSON
 * body passes through untouched.
 */
@Injectable()
export class CoverUploadInterceptor implements NestInterceptor, OnModuleInit {
  // given the adapter, it has @fastify/multipart registered at startup (and fails it when it can't)
  private readonly multipart: NestInterceptor & Partial<OnModuleInit>;

  constructor(@Optional() adapterHost?: HttpAdapterHost) {
    this.multipart = new Multipart(undefined, adapterHost);
  }

  onModuleInit(): void {
    this.multipart.onModuleInit?.();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw AppError.validation([SCAN_IMAGE_MESSAGES.tooLarge]);
      throw error;
    }
  }
}
