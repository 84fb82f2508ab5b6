import type { BookCatalog } from '../../application/ports/book-catalog.port.js';
import type { CoverImage, CoverRecognizer, RecognizedBook } from '../../application/ports/cover-recognizer.port.js';
import { SCAN_IMAGE_MESSAGES } from '../../application/scans/scan-image-limits.js';
import { AppError } from '../../application/shared/app-error.js';
import { matchCoverText } from './catalog-cover-matcher.js';
import { TesseractWorkerPool } from './tesseract-worker-pool.js';

/**
 * A line is text when at least this share of its characters are letters, digits or spaces; the
 * rest is a picture read as symbols ('®', '— ~ |'). (Per-line confidences would need tesseract.js's
 * `blocks` output, which costs about four times as long, much of it on the main thread.)
 */
export const MIN_TEXT_SHARE = 0.6;

function looksLikeText(line: string): boolean {
  const letters = line.replace(/[^\p{L}\p{N} ]/gu, '').length;
  return /\p{L}{2}/u.test(line) && letters / line.length >= MIN_TEXT_SHARE;
}

/**
 * The local cover reader, no network: Tesseract OCR (tesseract.js, the English model from
 * @tesseract.js-data/eng) in a small worker pool, then the lines it read matched against the
 * catalog (catalog-cover-matcher). Only books the catalog holds can be named.
 */
export class TesseractCoverRecognizer implements CoverRecognizer {
  constructor(
    private readonly catalog: BookCatalog,
    private readonly pool: TesseractWorkerPool = new TesseractWorkerPool(),
  ) {}

  async recognize(image: CoverImage): Promise<RecognizedBook[]> {
    return matchCoverText(this.catalog, await this.readLines(image));
  }

  /** The lines of text on the image, in reading order, without the ones that are pictures read as symbols. */
  async readLines(image: CoverImage): Promise<string[]> {
    const result = await this.pool.run(async (worker) => {
      try {
        // text only: the smallest answer to carry back from the worker thread
        return await worker.recognize(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength), {}, { text: true });
      } catch (error) {
        // the header was sound but the pixels are not (a damaged file): the caller's fault, not ours
        if (/read image|truncated|corrupt/i.test(String(error))) throw new AppError('validation_failed', SCAN_IMAGE_MESSAGES.unreadable);
        throw error;
      }
    });
    return (result.data.text ?? '')
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(looksLikeText);
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
