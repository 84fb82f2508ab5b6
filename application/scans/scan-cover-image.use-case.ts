import { firstBookIsbn } from '../../domain/index.js';
import type { Actor } from '../ports/actor.js';
import type { BarcodeReader } from '../ports/barcode-reader.port.js';
import type { BookCatalog } from '../ports/book-catalog.port.js';
import type { CoverImage, CoverRecognizer, RecognizedBook } from '../ports/cover-recognizer.port.js';
import type { ReaderDirectory } from '../ports/reader-directory.port.js';
import { OPEN_AI_GATE, type AiGate } from '../ports/ai-gate.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { ScanQuota } from '../ports/scan-quota.port.js';
import { rateLimited } from '../accounts/rate-limited.js';
import { BOOK_MESSAGES } from '../books/book-messages.js';
import type { ScanHistoryRecorder } from '../scan-history/scan-history-recorder.port.js';
import { AppError, failure, success, type Outcome } from '../shared/app-error.js';
import { readCoverImage, type CoverImageInput } from './read-cover-image.js';
import { SCAN_IMAGE_FORM, SCAN_IMAGE_MESSAGES, SCAN_IMAGE_RATE } from './scan-image-limits.js';

export interface ScanCoverImageCommand {
  /** The photo as a data URL or raw bytes; null when the caller sent none. */
  readonly image: CoverImageInput | null;
  readonly readerId: string;
}

/** Where the answer came from: a book's barcode (EAN-13 ISBN) or the cover read by the recogniser. */
export type ScanSource = 'barcode' | 'cover';

export interface CoverScanAnswer {
  readonly books: RecognizedBook[];
  /** The ISBN-13 of the book's barcode when the photo shows one (then `source` is 'barcode'), else null. */
  readonly isbn: string | null;
  readonly source: ScanSource;
}

/** Reading the barcode before the cover: the reader, and the catalog that names the ISBN's book. */
export interface BarcodeScan {
  readonly reader: BarcodeReader;
  readonly catalog: Pick<BookCatalog, 'findByIsbn'>;
  /** A reader that throws is logged here and the cover is read instead. */
  readonly onFailure?: (reason: unknown) => void;
}

/**
 * Names the books on a cover photo for a reader of the account. The photo is bounded
 * (readCoverImage), then read for a book's barcode first: an EAN-13 that the domain takes for an
 * ISBN (`firstBookIsbn`) answers that ISBN with the catalog's book, if it holds one, and no cover
 * recognition runs (`source: 'barcode'`). Otherwise the CoverRecognizer reads the cover
 * (`source: 'cover'`). The photo is then dropped: only the best book's title and author reach the
 * scan history. The quota is checked, not taken: a free account with no scans left gets
 * the analysis's 402 at once (no recognition runs), and the scan is counted by the analysis that
 * follows, so one cover read and analysed costs one scan, as a typed search does.
 */
export class ScanCoverImageUseCase {
  constructor(
    private readonly recognizer: CoverRecognizer,
    private readonly readers: ReaderDirectory,
    private readonly quota: ScanQuota,
    private readonly history: ScanHistoryRecorder,
    private readonly onHistoryFailure: (reason: unknown) => void = () => undefined,
    private readonly limiter: RateLimiter | null = null,
    private readonly gate: AiGate = OPEN_AI_GATE,
    private readonly barcodes: BarcodeScan | null = null,
  ) {}

  async execute(cmd: ScanCoverImageCommand, actor: Actor): Promise<Outcome<CoverScanAnswer>> {
    if (!cmd.image) return failure(AppError.validation([SCAN_IMAGE_MESSAGES.imageRequired]));
    const image = readCoverImage(cmd.image);
    if (!image.ok) return image;
    const reader = await this.readers.find(actor.id, cmd.readerId);
    if (!reader) return failure(new AppError('not_found', BOOK_MESSAGES.noReader));
    const usage = await this.quota.usage(actor.id);
    if (!usage.subscribed && usage.limit !== null && usage.scansUsed >= usage.limit) {
      return failure(new AppError('payment_required', BOOK_MESSAGES.quotaUsed(usage.limit)));
    }
    if (this.limiter) {
      const counted = await this.limiter.hit(SCAN_IMAGE_RATE, actor.id);
      if (!counted.allowed) return failure(rateLimited(SCAN_IMAGE_FORM, counted));
    }
    const barcodes = this.barcodes;
    const isbn = barcodes ? await this.barcodeIsbn(barcodes, image.value) : null;
    if (barcodes && isbn) {
      const known = await barcodes.catalog.findByIsbn(isbn);
      const books = known ? [{ title: known.title, author: known.author, isbn, confidence: 1 }] : [];
      await this.record(books, reader.id, actor);
      return success({ books, isbn, source: 'barcode' });
    }
    const books = await this.gate.run(actor.id, () => this.recognizer.recognize(image.value));
    await this.record(books, reader.id, actor);
    return success({ books, isbn: null, source: 'cover' });
  }

  /** The ISBN of the first book barcode the photo shows, or null (no barcode, not a book's, or a failing reader). */
  private async barcodeIsbn(barcodes: BarcodeScan, image: CoverImage): Promise<string | null> {
    try {
      return firstBookIsbn(await barcodes.reader.readEan13(image));
    } catch (error) {
      barcodes.onFailure?.(error); // a broken barcode reader never fails the scan: the cover is read
      return null;
    }
  }

  /** One camera-scan entry for the best book; none when no book was named (the history needs a title). */
  private async record(books: RecognizedBook[], readerId: string, actor: Actor): Promise<void> {
    const [best] = books;
    if (best) {
      try {
        await this.history.record(
          { reader_id: readerId, book_title: best.title, book_author: best.author, scan_type: 'camera-scan', books_found: books.length },
          actor,
        );
      } catch (error) {
        this.onHistoryFailure(error); // the recorder promises not to throw; a scan never fails on its history either way
      }
    }
  }
}
