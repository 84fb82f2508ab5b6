import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { ScanCoverImageUseCase } from '../../application/scans/scan-cover-image.use-case.js';
import { SCAN_IMAGE_MESSAGES as M } from '../../application/scans/scan-image-limits.js';
import { AppError } from '../../application/shared/app-error.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { CoverUploadInterceptor, IMAGE_FIELD } from './cover-upload.interceptor.js';
import { ScanImageDto } from './scans.dto.js';
import {
  BARCODE_EXAMPLE,
  BARCODE_UNKNOWN_EXAMPLE,
  BUSY_EXAMPLE,
  NO_READER_EXAMPLE,
  NOT_AN_IMAGE_EXAMPLE,
  QUOTA_EXAMPLE,
  SCAN_ANSWER_SCHEMA,
  SCAN_EXAMPLE,
  TOO_LARGE_EXAMPLE,
  UPSTREAM_EXAMPLE,
} from './scans.examples.js';

/** Cover scans: a photo in, the books it shows out. Thin: the use case bounds and reads the photo. */
@ApiTags('scans')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('scans')
export class ScansController {
  constructor(private readonly scanCover: ScanCoverImageUseCase) {}

  @Post('image')
  @HouseholdAction('check_books')
  @HttpCode(200)
  @UseInterceptors(CoverUploadInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    description: `JSON { imageDataUrl, reader_id }, or multipart with the file in \`${IMAGE_FIELD}\` and a reader_id field. JPEG, PNG or WebP by magic bytes; at most 8 MB and 4096 × 4096 pixels. The photo is never stored.`,
    schema: {
      type: 'object',
      required: ['reader_id'],
      properties: {
        imageDataUrl: { type: 'string', example: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD...' },
        [IMAGE_FIELD]: { type: 'string', format: 'binary' },
        reader_id: { type: 'string', example: 'self' },
      },
    },
  })
  @ApiOperation({
    summary:
      "The books a photo shows, best first, with a confidence 0..1. A book's barcode is read first (EAN-13 with an ISBN: 978/979 and a valid check digit; JPEG and PNG, not WebP): then `source` is 'barcode', `isbn` its ISBN-13, `books` the catalog's book for it (confidence 1) or [] when the catalog lacks it, and the cover is not read. Otherwise `source` is 'cover', `isbn` null, and the cover is read: without OPENAI_API_KEY OCR (Tesseract) matched against the catalog, with it a vision model; { books: [] } when none is found. Takes no scan (the analysis that follows does) but answers 402 once the free scans are used. Writes a camera-scan history entry for the best book.",
  })
  @ApiOkResponse({
    description: "The books found, the barcode's ISBN (or null) and where the answer came from",
    schema: SCAN_ANSWER_SCHEMA,
    examples: {
      cover: { summary: 'The cover was read (no book barcode in the photo)', value: SCAN_EXAMPLE },
      barcode: { summary: "A book's barcode: its ISBN and the catalog's book; the cover was not read", value: BARCODE_EXAMPLE },
      barcodeNotInCatalog: {
        summary: 'A book barcode whose ISBN the catalog lacks: POST /api/books/analyze with { isbn } decides',
        value: BARCODE_UNKNOWN_EXAMPLE,
      },
    },
  })
  @ApiBadRequestResponse({
    schema: { example: NOT_AN_IMAGE_EXAMPLE },
    description: `No photo, a malformed or cut-off data URL, not a JPEG/PNG/WebP, over 8 MB (${JSON.stringify(TOO_LARGE_EXAMPLE)}), too many pixels, a cut-off or unreadable file`,
  })
  @ApiPaymentRequiredResponse({ schema: { example: QUOTA_EXAMPLE }, description: 'All free scans used: upgrade to keep scanning' })
  @ApiNotFoundResponse({ schema: { example: NO_READER_EXAMPLE }, description: "Unknown reader (or another account's)" })
  @ApiServiceUnavailableResponse({ schema: { example: BUSY_EXAMPLE }, description: 'Too many scans waiting for the OCR workers (Retry-After)' })
  @ApiBadGatewayResponse({ schema: { example: UPSTREAM_EXAMPLE }, description: 'Only with an AI provider: it timed out, refused or answered malformed JSON' })
  async scanImage(@Body() body: ScanImageDto, @HouseholdActor() actor: Actor, @UploadedFile() file?: { buffer: Buffer }) {
    // a null photo is no photo (the use case's own message), not a crash
    const dataUrl = body.imageDataUrl ?? undefined;
    if (file && dataUrl !== undefined) throw AppError.validation([M.twoImages]);
    const image = file
      ? { bytes: new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength) }
      : dataUrl !== undefined
        ? { dataUrl }
        : null;
    return unwrap(await this.scanCover.execute({ image, readerId: body.reader_id }, actor));
  }
}
