import { FREE_SCAN_LIMIT } from '../../domain/index.js';
import { SCAN_IMAGE_MESSAGES as M } from '../../application/scans/scan-image-limits.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { coversAvailable, dataUrl, renderCovers } from './scans-covers.helper.js';

const drawable = coversAvailable();
const describeWithCovers = drawable ? describe : describe.skip;
// OCR worker start plus recognitions on a shared 2-core machine
jest.setTimeout(120_000);

interface ScanAnswer {
  books: { title: string; author: string; isbn?: string | null; confidence: number }[];
}

describeWithCovers('POST /api/scans/image (cover scans, local OCR against the catalog)', () => {
  let t: TestApp;
  let u: SignedUp;
  let charlotte: Buffer;
  let hatchet: Buffer;
  let blank: Buffer;
  let sorcerer: Buffer;
  let holesPhoto: Buffer;
  let coralinePhoto: Buffer;

  beforeAll(async () => {
    [charlotte, hatchet, blank, sorcerer, holesPhoto, coralinePhoto] = await renderCovers([
      { title: "Charlotte's Web", author: 'E. B. White' },
      { title: 'Hatchet', author: 'Gary Paulsen', type: 'jpeg' },
      {},
      { title: "Harry Potter and the Sorcerer's Stone", author: 'J. K. Rowling', width: 700, height: 1000 },
      { title: 'Holes', author: 'Louis Sachar', tilt: 4, blurb: 'Winner of the Newbery Medal', type: 'jpeg', width: 800, height: 1000 },
      { title: 'Coraline', author: 'Neil Gaiman', tilt: 10, blurb: 'Be careful what you wish for', type: 'jpeg', width: 800, height: 1000 },
    ]);
    t = await startTestApp();
    u = await signUp(t, 'scans');
  });
  afterAll(() => t?.close());

  const scan = (who: SignedUp, body: Record<string, unknown>) => {
    t.clock.advance(1000); // history entries in order, newest first
    return t.http().post('/api/scans/image').set(who.auth).send(body);
  };
  const scansUsed = async (who: SignedUp) => (await t.http().get('/api/subscription').set(who.auth).expect(200)).body.scans_used as number;

  it('reads a rendered catalog cover end to end: the right book first, with its ISBN, and a camera-scan history entry; no scan is taken', async () => {
    const before = await scansUsed(u);
    const res = await scan(u, { imageDataUrl: dataUrl(charlotte), reader_id: 'self' }).expect(200);
    const { books } = res.body as ScanAnswer;
    expect(books[0]).toMatchObject({ title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558' });
    expect(books[0].confidence).toBeGreaterThanOrEqual(0.9);
    expect(books[0].confidence).toBeLessThanOrEqual(1);
    expect(books.every((b, i) => i === 0 || b.confidence <= books[i - 1].confidence)).toBe(true);
    expect(await scansUsed(u)).toBe(before); // the analysis that follows takes the scan

    const history = (await t.http().get('/api/scan-history').set(u.auth).expect(200)).body as Record<string, unknown>[];
    expect(history[0]).toMatchObject({
      book_title: "Charlotte's Web",
      book_author: 'E. B. White',
      scan_type: 'camera-scan',
      books_found: books.length,
      reader_id: 'self',
      scan_image_url: null,
    });
  });

  it('reads a JPEG sent as multipart `image`, whatever its name and declared type say, for a family member', async () => {
    const kid = (await t.http().post('/api/family-members').set(u.auth).send({ name: 'Mia', age: 11, reading_level: 'Middle School' }).expect(201)).body;
    t.clock.advance(1000);
    const res = await t
      .http()
      .post('/api/scans/image')
      .set(u.auth)
      .field('reader_id', kid.id)
      .attach('image', hatchet, { filename: 'notes.txt', contentType: 'text/plain' })
      .expect(200);
    expect((res.body as ScanAnswer).books[0]).toMatchObject({ title: 'Hatchet', author: 'Gary Paulsen' });
    const history = (await t.http().get('/api/scan-history').set(u.auth).expect(200)).body as Record<string, unknown>[];
    expect(history[0]).toMatchObject({ book_title: 'Hatchet', reader_id: kid.id, reader_name: 'Mia (Age 11)', scan_type: 'camera-scan' });
  });

  it('tells a long series title from its neighbours: the first Harry Potter comes first and alone', async () => {
    const { books } = (await scan(u, { imageDataUrl: dataUrl(sorcerer), reader_id: 'self' }).expect(200)).body as ScanAnswer;
    expect(books[0]).toMatchObject({ title: "Harry Potter and the Sorcerer's Stone", author: 'J. K. Rowling' });
    expect(books.filter((b) => b.confidence >= books[0].confidence - 0.05)).toHaveLength(1);
  });

  it.each([
    ['a light cover tilted 4° on a table, with a prize line above the title', () => holesPhoto, 'Holes', 'Louis Sachar'],
    ['a cover tilted 10° (the OCR loses the author; the exact title alone still names it)', () => coralinePhoto, 'Coraline', 'Neil Gaiman'],
  ])('reads a photo-like cover: %s', async (_name, photo, title, author) => {
    const { books } = (await scan(u, { imageDataUrl: dataUrl(photo(), 'image/jpeg'), reader_id: 'self' }).expect(200)).body as ScanAnswer;
    expect(books[0]).toMatchObject({ title, author });
  });

  it('answers an empty list for a blank image, and writes no history entry', async () => {
    const v = await signUp(t, 'scans-blank');
    const res = await scan(v, { imageDataUrl: dataUrl(blank), reader_id: 'self' }).expect(200);
    expect(res.body).toEqual({ books: [], isbn: null, source: 'cover' });
    expect((await t.http().get('/api/scan-history').set(v.auth).expect(200)).body).toEqual([]);
  });

  it.each([
    ['a text file as a data URL', () => dataUrl(Buffer.from("Charlotte's Web by E. B. White. ".repeat(10)), 'image/png'), M.notAnImage],
    ['a data URL cut off mid-way', () => dataUrl(charlotte).slice(0, 2001), M.malformedDataUrl],
    ['an image cut off at a clean base64 boundary', () => dataUrl(charlotte.subarray(0, Math.floor(charlotte.length / 2 / 3) * 3)), M.truncated],
    ['no base64 marker', () => `data:image/png,${'x'.repeat(200)}`, M.malformedDataUrl],
    ['over 8 MB', () => dataUrl(Buffer.concat([charlotte, Buffer.alloc(8.5 * 1024 * 1024)])), M.tooLarge],
    ['over 4096 × 4096 pixels by its header', () => dataUrl(pngClaiming(5000, 5000)), M.tooManyPixels],
  ])('refuses %s with a 400 in the house error shape', async (_name, image, message) => {
    const res = await scan(u, { imageDataUrl: image(), reader_id: 'self' }).expect(400);
    expect(res.body).toEqual({ code: 'validation_failed', message, errors: [message] });
  });

  it('refuses a multipart file over 8 MB with the same 400 (not a 413), and no photo at all', async () => {
    const big = Buffer.concat([charlotte, Buffer.alloc(8 * 1024 * 1024)]);
    const res = await t.http().post('/api/scans/image').set(u.auth).field('reader_id', 'self').attach('image', big, 'cover.png').expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message: M.tooLarge });
    expect((await scan(u, { reader_id: 'self' }).expect(400)).body).toMatchObject({ code: 'validation_failed', message: M.imageRequired });
  });

  it('answers 401 without a token, and 404 for a reader of another account', async () => {
    const res = await t
      .http()
      .post('/api/scans/image')
      .send({ imageDataUrl: dataUrl(charlotte), reader_id: 'self' })
      .expect(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
    const other = await signUp(t, 'scans-other');
    const kid = (await t.http().post('/api/family-members').set(other.auth).send({ name: 'Zoe', age: 7, reading_level: 'Elementary' }).expect(201)).body;
    expect((await scan(u, { imageDataUrl: dataUrl(charlotte), reader_id: kid.id }).expect(404)).body).toMatchObject({
      message: 'Please select a family member or yourself',
    });
  });

  it("answers 402 with the analysis's message once the free scans are used, and reads nothing", async () => {
    const v = await signUp(t, 'scans-quota');
    await t.orm.em
      .fork()
      .getConnection()
      .execute('insert into scan_usage (user_id, scans_used) values (?, ?) on conflict (user_id) do update set scans_used = excluded.scans_used', [
        v.id,
        FREE_SCAN_LIMIT,
      ]);
    const res = await scan(v, { imageDataUrl: dataUrl(charlotte), reader_id: 'self' }).expect(402);
    const message = `You have used all ${FREE_SCAN_LIMIT} free scans. Upgrade to keep scanning.`;
    expect(res.body).toEqual({ code: 'payment_required', message, errors: [message] });
    // the same words the analysis answers with
    const analysis = await t
      .http()
      .post('/api/books/analyze')
      .set(v.auth)
      .send({ book: { title: 'Holes', author: 'Louis Sachar' }, reader_id: 'self', forceAnalysis: true })
      .expect(402);
    expect(analysis.body.message).toBe(message);
    expect((await t.http().get('/api/scan-history').set(v.auth).expect(200)).body).toEqual([]);
  });
});

/** A PNG whose header claims the given size (the body is never decoded: the bounds refuse it first). */
function pngClaiming(width: number, height: number): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([head, size, Buffer.from([8, 2, 0, 0, 0, 0, 0, 0, 0]), Buffer.alloc(200), iend]);
}
