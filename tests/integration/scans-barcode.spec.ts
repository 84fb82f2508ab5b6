import { BOOK_MESSAGES } from '../../application/books/book-messages.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { copyOfStarterBook } from './catalog-copy.helper.js';
import { freshBookIsbn, renderBackCovers, toWebp } from './scans-barcode.helper.js';
import { coversAvailable, dataUrl, renderCovers } from './scans-covers.helper.js';
import { FREE_SCAN_LIMIT } from '../../domain/index.js';

const drawable = coversAvailable();
const describeWithCovers = drawable ? describe : describe.skip;
// Chromium draws the photos; the OCR worker starts for the photos without a book barcode
jest.setTimeout(120_000);

interface ScanAnswer {
  books: { title: string; author: string; isbn?: string | null; confidence: number }[];
  isbn: string | null;
  source: 'barcode' | 'cover';
}

const CHARLOTTE = '9780064400558';

describeWithCovers("POST /api/scans/image reads a book's barcode (EAN-13 ISBN) before the cover", () => {
  let t: TestApp;
  let u: SignedUp;
  const ownIsbn = freshBookIsbn(); // a catalog row of this suite's own: a copy of Charlotte's Web
  const ownTitle = `Barcode Scan Test Book ${ownIsbn.slice(-5)}`; // no starter title in it: other suites search the catalog meanwhile
  const missingIsbn = freshBookIsbn(); // a book ISBN the catalog does not hold
  let flat: Buffer;
  let photo: Buffer;
  let missing: Buffer;
  let grocery: Buffer;
  let noBarcode: Buffer;
  let hatchetFront: Buffer;
  let webp: Buffer;

  beforeAll(async () => {
    [flat, photo, missing, grocery, noBarcode] = await renderBackCovers([
      { ean: ownIsbn },
      { ean: ownIsbn, tilt: 4, type: 'jpeg', width: 1600, height: 1200 },
      { ean: missingIsbn },
      { ean: '400638133393' }, // a grocery EAN-13 (the writer adds the check digit: 4006381333931)
      { noBarcode: true },
    ]);
    [hatchetFront] = await renderCovers([{ title: 'Hatchet', author: 'Gary Paulsen' }]);
    webp = await toWebp(flat);
    t = await startTestApp();
    await copyOfStarterBook(t, CHARLOTTE, { isbn: ownIsbn, title: ownTitle });
    u = await signUp(t, 'barcodes');
  });
  afterAll(() => t?.close());

  const scan = (who: SignedUp, body: Record<string, unknown>) => {
    t.clock.advance(1000); // history entries in order, newest first
    return t.http().post('/api/scans/image').set(who.auth).send(body);
  };
  const scansUsed = async (who: SignedUp) => (await t.http().get('/api/subscription').set(who.auth).expect(200)).body.scans_used as number;
  const history = async (who: SignedUp) => (await t.http().get('/api/scan-history').set(who.auth).expect(200)).body as Record<string, unknown>[];

  it("reads the ISBN barcode on the back of a catalog book: the book with confidence 1, source 'barcode', a history entry, no scan taken", async () => {
    const before = await scansUsed(u);
    const res = await scan(u, { imageDataUrl: dataUrl(flat), reader_id: 'self' }).expect(200);
    expect(res.body).toEqual({ books: [{ title: ownTitle, author: 'E. B. White', isbn: ownIsbn, confidence: 1 }], isbn: ownIsbn, source: 'barcode' });
    expect(await scansUsed(u)).toBe(before);
    expect((await history(u))[0]).toMatchObject({
      book_title: ownTitle,
      book_author: 'E. B. White',
      scan_type: 'camera-scan',
      books_found: 1,
      reader_id: 'self',
      scan_image_url: null,
    });

    // the client goes straight to the analysis with the ISBN alone: the catalog's book, one scan taken
    const analysis = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { isbn: res.body.isbn }, reader_id: 'self' })
      .expect(200);
    expect(analysis.body).toMatchObject({ title: ownTitle, author: 'E. B. White' });
    expect(analysis.body.requiresSelection).toBeFalsy();
    expect(await scansUsed(u)).toBe(before + 1);
  });

  it('reads the barcode in a photo-like JPEG (the book turned 4° on a table) sent as multipart, for a family member', async () => {
    const kid = (await t.http().post('/api/family-members').set(u.auth).send({ name: 'Ada', age: 9, reading_level: 'Elementary' }).expect(201)).body;
    t.clock.advance(1000);
    const res = await t
      .http()
      .post('/api/scans/image')
      .set(u.auth)
      .field('reader_id', kid.id)
      .attach('image', photo, { filename: 'back.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect(res.body as ScanAnswer).toMatchObject({ isbn: ownIsbn, source: 'barcode', books: [{ title: ownTitle }] });
    expect((await history(u))[0]).toMatchObject({ book_title: ownTitle, reader_id: kid.id, scan_type: 'camera-scan' });
  });

  it('answers a book barcode the catalog lacks with its ISBN and no books, writes no entry; the analysis then says so in its own words', async () => {
    const v = await signUp(t, 'barcodes-missing');
    const res = await scan(v, { imageDataUrl: dataUrl(missing), reader_id: 'self' }).expect(200);
    expect(res.body).toEqual({ books: [], isbn: missingIsbn, source: 'barcode' });
    expect(await history(v)).toEqual([]);
    const analysis = await t
      .http()
      .post('/api/books/analyze')
      .set(v.auth)
      .send({ book: { isbn: missingIsbn }, reader_id: 'self' })
      .expect(404);
    const message = BOOK_MESSAGES.isbnNotFound(missingIsbn);
    expect(message).toBe(`No book with ISBN ${missingIsbn} is in ShelfCheck's catalog yet. Try searching its title with the author's name.`);
    expect(analysis.body).toEqual({ code: 'not_found', message, errors: [message] });
    expect(await scansUsed(v)).toBe(0); // nothing analysed, nothing taken
  });

  it("does not take a grocery barcode (EAN-13 400…, valid check digit) for an ISBN: the cover is read instead ('cover', isbn null)", async () => {
    const v = await signUp(t, 'barcodes-grocery');
    const res = await scan(v, { imageDataUrl: dataUrl(grocery), reader_id: 'self' }).expect(200);
    expect(res.body).toMatchObject({ isbn: null, source: 'cover' });
    expect((res.body as ScanAnswer).books.map((b) => b.isbn)).not.toContain('4006381333931');
  });

  it('falls back to the cover for a photo with no barcode: the back with a blurb only names no book, a front cover names its book', async () => {
    const v = await signUp(t, 'barcodes-none');
    expect((await scan(v, { imageDataUrl: dataUrl(noBarcode), reader_id: 'self' }).expect(200)).body).toMatchObject({ isbn: null, source: 'cover' });
    const front = (await scan(v, { imageDataUrl: dataUrl(hatchetFront), reader_id: 'self' }).expect(200)).body as ScanAnswer;
    expect(front).toMatchObject({ isbn: null, source: 'cover' });
    expect(front.books[0]).toMatchObject({ title: 'Hatchet', author: 'Gary Paulsen' });
  });

  it('reads a WebP photo of the same barcode through the cover recogniser (the barcode reader decodes JPEG and PNG only), honestly answering source cover', async () => {
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const res = await scan(u, { imageDataUrl: dataUrl(webp, 'image/webp'), reader_id: 'self' }).expect(200);
    expect(res.body).toMatchObject({ isbn: null, source: 'cover' });
  });

  it("answers 402 with the analysis's message once the free scans are used, before reading the barcode", async () => {
    const v = await signUp(t, 'barcodes-quota');
    await t.orm.em
      .fork()
      .getConnection()
      .execute('insert into scan_usage (user_id, scans_used) values (?, ?) on conflict (user_id) do update set scans_used = excluded.scans_used', [
        v.id,
        FREE_SCAN_LIMIT,
      ]);
    const res = await scan(v, { imageDataUrl: dataUrl(flat), reader_id: 'self' }).expect(402);
    expect(res.body.message).toBe(`You have used all ${FREE_SCAN_LIMIT} free scans. Upgrade to keep scanning.`);
    expect(await history(v)).toEqual([]);
  });

  it('documents the answer in the OpenAPI document: isbn, source and an example of each kind', async () => {
    const doc = (await t.http().get('/api/docs').expect(200)).body;
    const ok = doc.paths['/api/scans/image'].post.responses['200'];
    const content = ok.content['application/json'];
    expect(content.schema.properties.source.enum).toEqual(['barcode', 'cover']);
    expect(content.schema.required).toEqual(['books', 'isbn', 'source']);
    expect(Object.values(content.examples as Record<string, { value: ScanAnswer }>).map((e) => e.value.source)).toEqual(['cover', 'barcode', 'barcode']);
  });
});
