import type { Actor } from '../ports/actor.js';
import type { BarcodeReader } from '../ports/barcode-reader.port.js';
import type { CatalogBook } from '../ports/book-catalog.port.js';
import type { CoverImage, CoverRecognizer, RecognizedBook } from '../ports/cover-recognizer.port.js';
import { aReader } from '../../tests/doubles/books/book-mother.js';
import { FixedReaderDirectory } from '../../tests/doubles/books/fixed-reader-directory.js';
import { InMemoryScanQuota } from '../../tests/doubles/books/in-memory-scan-quota.js';
import type { ScanHistoryRecorder, ScanRecord } from '../scan-history/scan-history-recorder.port.js';
import { aPng, dataUrlOf } from '../../tests/doubles/scans/cover-image.fixtures.js';
import { ScanCoverImageUseCase } from './scan-cover-image.use-case.js';
import { SCAN_IMAGE_MESSAGES as M } from './scan-image-limits.js';
import type { AiGate } from '../ports/ai-gate.port.js';
import type { RateDecision, RateLimiter, RatePolicy } from '../ports/rate-limiter.port.js';
import { SCAN_IMAGE_RATE } from './scan-image-limits.js';

const actor: Actor = { id: 'user-1', email: 'parent@example.com', isAdmin: false, sessionId: 's-1' };
const WEB: RecognizedBook = { title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', confidence: 0.97 };
const LITTLE: RecognizedBook = { title: 'Stuart Little', author: 'E. B. White', isbn: null, confidence: 0.6 };

/** A recognizer that answers fixed books and remembers what it was shown. */
class FixedCoverRecognizer implements CoverRecognizer {
  readonly seen: CoverImage[] = [];
  constructor(private readonly books: RecognizedBook[]) {}
  async recognize(image: CoverImage) {
    this.seen.push(image);
    return this.books;
  }
}

function setup(books: RecognizedBook[] = [WEB, LITTLE], { historyThrows = false } = {}) {
  const recognizer = new FixedCoverRecognizer(books);
  const readers = new FixedReaderDirectory({ [actor.id]: [aReader({ id: 'self', name: 'Sam', age: 30 }), aReader({ id: 'mia', name: 'Mia', age: 8 })] });
  const quota = new InMemoryScanQuota(3);
  const recorded: ScanRecord[] = [];
  const failures: unknown[] = [];
  const history: ScanHistoryRecorder = {
    record: async (entry) => {
      if (historyThrows) throw new Error('database unavailable');
      recorded.push(entry);
    },
  };
  const sut = new ScanCoverImageUseCase(recognizer, readers, quota, history, (reason) => failures.push(reason));
  return { sut, recognizer, quota, recorded, failures };
}

const cover = { dataUrl: dataUrlOf(aPng(600, 900)) };

describe('ScanCoverImageUseCase', () => {
  it("answers the recognizer's books and records the best as a camera scan with the number found", async () => {
    const { sut, recognizer, recorded } = setup();
    const outcome = await sut.execute({ image: cover, readerId: 'mia' }, actor);
    expect(outcome).toEqual({ ok: true, value: { books: [WEB, LITTLE], isbn: null, source: 'cover' } });
    expect(recognizer.seen.map((i) => [i.type, i.width, i.height])).toEqual([['png', 600, 900]]);
    expect(recorded).toEqual([{ reader_id: 'mia', book_title: "Charlotte's Web", book_author: 'E. B. White', scan_type: 'camera-scan', books_found: 2 }]);
  });

  it('answers an empty list when no book is found, and records nothing', async () => {
    const { sut, recorded } = setup([]);
    expect(await sut.execute({ image: cover, readerId: 'self' }, actor)).toEqual({ ok: true, value: { books: [], isbn: null, source: 'cover' } });
    expect(recorded).toEqual([]);
  });

  it('checks the quota without taking a scan; at the limit it answers 402 before reading the photo', async () => {
    const { sut, quota, recognizer } = setup();
    await sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(quota.used.get(actor.id) ?? 0).toBe(0);
    quota.used.set(actor.id, 3);
    const outcome = await sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(!outcome.ok && [outcome.error.code, outcome.error.message]).toEqual([
      'payment_required',
      'You have used all 3 free scans. Upgrade to keep scanning.',
    ]);
    expect(recognizer.seen).toHaveLength(1);
    quota.subscribed = true;
    expect((await sut.execute({ image: cover, readerId: 'self' }, actor)).ok).toBe(true);
  });

  it('still answers the books when the history write throws, and reports the failure', async () => {
    const { sut, failures } = setup([WEB], { historyThrows: true });
    expect(await sut.execute({ image: cover, readerId: 'self' }, actor)).toEqual({ ok: true, value: { books: [WEB], isbn: null, source: 'cover' } });
    expect(failures).toHaveLength(1);
  });

  it.each([
    ['no photo', null, 'validation_failed', M.imageRequired],
    ['a photo out of bounds', { bytes: new TextEncoder().encode('not a picture at all') }, 'validation_failed', M.notAnImage],
  ])('refuses %s without asking the recognizer', async (_name, image, code, message) => {
    const { sut, recognizer } = setup();
    const outcome = await sut.execute({ image, readerId: 'self' }, actor);
    expect(!outcome.ok && [outcome.error.code, outcome.error.message]).toEqual([code, message]);
    expect(recognizer.seen).toEqual([]);
  });

  it("answers 404 for a reader that is not the account's", async () => {
    const { sut, recognizer } = setup();
    const outcome = await sut.execute({ image: cover, readerId: 'someone-else' }, actor);
    expect(!outcome.ok && [outcome.error.code, outcome.error.message]).toEqual(['not_found', 'Please select a family member or yourself']);
    expect(recognizer.seen).toEqual([]);
  });
});

describe('ScanCoverImageUseCase: reading covers costs work, so it is limited per account and goes through the AI gate', () => {
  /** Allows `points` hits per key, then refuses with a 90-second wait. */
  class CountingLimiter implements RateLimiter {
    readonly hits = new Map<string, number>();
    constructor(private readonly points: number) {}
    async hit(policy: RatePolicy, key: string): Promise<RateDecision> {
      const n = (this.hits.get(`${policy.name}:${key}`) ?? 0) + 1;
      this.hits.set(`${policy.name}:${key}`, n);
      return { allowed: n <= this.points, retryAfterSeconds: n <= this.points ? 0 : 90, consumed: n };
    }
    async peek(): Promise<RateDecision> {
      return { allowed: true, retryAfterSeconds: 0, consumed: 0 };
    }
    async block(): Promise<void> {}
    async reset(): Promise<void> {}
  }

  function limited(points: number) {
    const recognizer = new FixedCoverRecognizer([WEB]);
    const readers = new FixedReaderDirectory({ [actor.id]: [aReader({ id: 'self', name: 'Sam', age: 30 })] });
    const admitted: string[] = [];
    const gate: AiGate = { run: (userId, task) => (admitted.push(userId), task()) };
    const limiter = new CountingLimiter(points);
    const sut = new ScanCoverImageUseCase(recognizer, readers, new InMemoryScanQuota(100), { record: async () => undefined }, () => undefined, limiter, gate);
    return { sut, recognizer, admitted, limiter };
  }

  it('reads through the gate for the asking account, and counts each read against the scan-image policy', async () => {
    const { sut, admitted, limiter } = limited(5);
    expect((await sut.execute({ image: cover, readerId: 'self' }, actor)).ok).toBe(true);
    expect(admitted).toEqual([actor.id]);
    expect(limiter.hits.get(`${SCAN_IMAGE_RATE.name}:${actor.id}`)).toBe(1);
  });

  it('refuses a read past the limit with 429 and the wait, before any recognition', async () => {
    const { sut, recognizer } = limited(1);
    await sut.execute({ image: cover, readerId: 'self' }, actor);
    const outcome = await sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect([outcome.error.code, outcome.error.message]).toEqual(['rate_limited', 'Too many scan attempts. Please wait 2 minutes.']);
    expect(recognizer.seen).toHaveLength(1);
  });
});

describe('ScanCoverImageUseCase: a book barcode is read before the cover', () => {
  /** A barcode reader that answers fixed EAN-13 texts (or throws) and remembers what it was shown. */
  class FixedBarcodeReader implements BarcodeReader {
    readonly seen: CoverImage[] = [];
    constructor(private readonly texts: string[] | Error) {}
    async readEan13(image: CoverImage) {
      this.seen.push(image);
      if (this.texts instanceof Error) throw this.texts;
      return this.texts;
    }
  }
  const CATALOG_WEB = { id: 'b1', isbn: '0064400557', title: "Charlotte's Web", author: 'E. B. White' } as CatalogBook;

  function withBarcodes(texts: string[] | Error, { quotaUsed = 0, limiterPoints = 100 } = {}) {
    const recognizer = new FixedCoverRecognizer([WEB, LITTLE]);
    const readers = new FixedReaderDirectory({ [actor.id]: [aReader({ id: 'self', name: 'Sam', age: 30 })] });
    const quota = new InMemoryScanQuota(3);
    quota.used.set(actor.id, quotaUsed);
    const recorded: ScanRecord[] = [];
    const failures: unknown[] = [];
    const asked: string[] = [];
    const barcodeReader = new FixedBarcodeReader(texts);
    const catalog = { findByIsbn: async (isbn: string) => (asked.push(isbn), isbn === '9780064400558' ? CATALOG_WEB : null) };
    const hits: string[] = [];
    const limiter: RateLimiter = {
      hit: async (policy) => (hits.push(policy.name), { allowed: hits.length <= limiterPoints, retryAfterSeconds: 60, consumed: hits.length }),
      peek: async () => ({ allowed: true, retryAfterSeconds: 0, consumed: 0 }),
      block: async () => undefined,
      reset: async () => undefined,
    };
    const sut = new ScanCoverImageUseCase(recognizer, readers, quota, { record: async (e) => void recorded.push(e) }, () => undefined, limiter, undefined, {
      reader: barcodeReader,
      catalog,
      onFailure: (reason) => failures.push(reason),
    });
    return { sut, recognizer, barcodeReader, recorded, failures, asked, quota, hits };
  }

  it("answers a catalog book's ISBN barcode with that book (confidence 1), records it, and never reads the cover", async () => {
    const { sut, recognizer, barcodeReader, recorded, asked, quota } = withBarcodes(['9780064400558']);
    const outcome = await sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(outcome).toEqual({
      ok: true,
      value: { books: [{ title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', confidence: 1 }], isbn: '9780064400558', source: 'barcode' },
    });
    expect(barcodeReader.seen.map((i) => i.type)).toEqual(['png']);
    expect(recognizer.seen).toEqual([]);
    expect(asked).toEqual(['9780064400558']);
    expect(recorded).toEqual([{ reader_id: 'self', book_title: "Charlotte's Web", book_author: 'E. B. White', scan_type: 'camera-scan', books_found: 1 }]);
    expect(quota.used.get(actor.id)).toBe(0); // checked, not taken: the analysis takes it
  });

  it('answers an ISBN the catalog lacks with no books and the ISBN (the analysis decides), writing no history entry', async () => {
    const { sut, recognizer, recorded } = withBarcodes(['9780439023528']);
    expect(await sut.execute({ image: cover, readerId: 'self' }, actor)).toEqual({ ok: true, value: { books: [], isbn: '9780439023528', source: 'barcode' } });
    expect(recognizer.seen).toEqual([]);
    expect(recorded).toEqual([]);
  });

  it.each([
    ['no barcode', []],
    ['a grocery EAN (400…)', ['4006381333931']],
    ['a wrong check digit', ['9780064400559']],
    ['printed music (979-0)', ['9790600167913']],
  ])('reads the cover when the photo shows %s', async (_name, texts) => {
    const { sut, recognizer, asked } = withBarcodes(texts);
    expect(await sut.execute({ image: cover, readerId: 'self' }, actor)).toEqual({ ok: true, value: { books: [WEB, LITTLE], isbn: null, source: 'cover' } });
    expect(recognizer.seen).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  it("skips a grocery barcode beside the book's and answers the ISBN", async () => {
    const { sut } = withBarcodes(['4006381333931', '9780064400558']);
    const outcome = await sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(outcome.ok && [outcome.value.source, outcome.value.isbn]).toEqual(['barcode', '9780064400558']);
  });

  it('reads the cover when the barcode reader throws, and reports the failure', async () => {
    const { sut, recognizer, failures } = withBarcodes(new Error('wasm trap'));
    const outcome = await sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(outcome.ok && outcome.value.source).toBe('cover');
    expect(recognizer.seen).toHaveLength(1);
    expect(failures).toHaveLength(1);
  });

  it('keeps the quota and the rate limit in front of the barcode too: 402 and 429 read nothing', async () => {
    const atLimit = withBarcodes(['9780064400558'], { quotaUsed: 3 });
    const refused = await atLimit.sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(!refused.ok && refused.error.code).toBe('payment_required');
    expect(atLimit.barcodeReader.seen).toEqual([]);

    const limited = withBarcodes(['9780064400558'], { limiterPoints: 1 });
    expect((await limited.sut.execute({ image: cover, readerId: 'self' }, actor)).ok).toBe(true);
    const second = await limited.sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(!second.ok && second.error.code).toBe('rate_limited');
    expect(limited.barcodeReader.seen).toHaveLength(1);
    expect(limited.hits).toEqual([SCAN_IMAGE_RATE.name, SCAN_IMAGE_RATE.name]);
  });
});
