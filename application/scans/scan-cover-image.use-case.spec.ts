import type { Actor } from '../ports/actor.js';
import type { CoverImage, CoverRecognizer, RecognizedBook } from '../ports/cover-recognizer.port.js';
import { aReader } from '../books/book-mother.js';
import { FixedReaderDirectory } from '../books/fixed-reader-directory.js';
import { InMemoryScanQuota } from '../books/in-memory-scan-quota.js';
import type { ScanHistoryRecorder, ScanRecord } from '../scan-history/scan-history-recorder.port.js';
import { aPng, dataUrlOf } from './cover-image.fixtures.js';
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
    expect(outcome).toEqual({ ok: true, value: { books: [WEB, LITTLE] } });
    expect(recognizer.seen.map((i) => [i.type, i.width, i.height])).toEqual([['png', 600, 900]]);
    expect(recorded).toEqual([{ reader_id: 'mia', book_title: "Charlotte's Web", book_author: 'E. B. White', scan_type: 'camera-scan', books_found: 2 }]);
  });

  it('answers an empty list when no book is found, and records nothing', async () => {
    const { sut, recorded } = setup([]);
    expect(await sut.execute({ image: cover, readerId: 'self' }, actor)).toEqual({ ok: true, value: { books: [] } });
    expect(recorded).toEqual([]);
  });

  it('checks the quota without taking a scan; at the limit it answers 402 before reading the photo', async () => {
    const { sut, quota, recognizer } = setup();
    await sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(quota.used.get(actor.id) ?? 0).toBe(0);
    quota.used.set(actor.id, 3);
    const outcome = await sut.execute({ image: cover, readerId: 'self' }, actor);
    expect(!outcome.ok && [outcome.error.code, outcome.error.message]).toEqual(['payment_required', 'You have used all 3 free scans. Upgrade to keep scanning.']);
    expect(recognizer.seen).toHaveLength(1);
    quota.subscribed = true;
    expect((await sut.execute({ image: cover, readerId: 'self' }, actor)).ok).toBe(true);
  });

  it('still answers the books when the history write throws, and reports the failure', async () => {
    const { sut, failures } = setup([WEB], { historyThrows: true });
    expect(await sut.execute({ image: cover, readerId: 'self' }, actor)).toEqual({ ok: true, value: { books: [WEB] } });
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
