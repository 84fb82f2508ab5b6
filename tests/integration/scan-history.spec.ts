import { SCAN_HISTORY_RECORDER, type ScanHistoryRecorder } from '../../application/scan-history/scan-history-recorder.port.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { query, signIn, type Reader } from './readers-auth.helper.js';

describe('scan history', () => {
  let t: TestApp;
  let a: Reader;
  beforeAll(async () => {
    t = await startTestApp();
    a = await signIn(t, 'history');
  });
  afterAll(() => t.close());

  const scan = (who: Reader, body: Record<string, unknown>) => t.http().post('/api/scan-history').set(who.auth).send(body);

  it('records a scan (201) with the defaults single-scan and one book, never keeping an image', async () => {
    const res = await scan(a, { book_title: 'Holes', book_author: 'Louis Sachar', scan_image_url: 'data:image/jpeg;base64,AAAA' }).expect(201);
    expect(res.body).toMatchObject({
      user_id: a.id,
      book_title: 'Holes',
      book_author: 'Louis Sachar',
      scan_type: 'single-scan',
      books_found: 1,
      scan_image_url: null,
      reader_id: null,
      reader_name: null,
    });
    const [row] = await query<{ scan_image_url: string | null }>(t, `select scan_image_url from scan_history where id = ?`, [res.body.id]);
    expect(row.scan_image_url).toBeNull();
  });

  it("names the reader 'Name (Age N)' when only reader_id is sent", async () => {
    const kid = (await t.http().post('/api/family-members').set(a.auth).send({ name: 'Mia', age: 9, reading_level: 'Elementary' }).expect(201)).body;
    const res = await scan(a, { reader_id: kid.id, book_title: 'Wonder', scan_type: 'camera-scan', books_found: 3 }).expect(201);
    expect(res.body).toMatchObject({ reader_id: kid.id, reader_name: 'Mia (Age 9)', scan_type: 'camera-scan', books_found: 3 });
  });

  it('reads back the newest 25, newest first', async () => {
    const u = await signIn(t, 'history-cap');
    for (let i = 0; i < 27; i++) {
      t.clock.advance(1000);
      await scan(u, { book_title: `Book ${i}`, scan_type: i % 2 ? 'camera-scan' : 'manual-search' }).expect(201);
    }
    const res = await t.http().get('/api/scan-history').set(u.auth).expect(200);
    expect(res.body).toHaveLength(25);
    expect(res.body.map((s: { book_title: string }) => s.book_title)).toEqual(Array.from({ length: 25 }, (_, i) => `Book ${26 - i}`));
  });

  it('removes a scan (204), then answers 404 for it', async () => {
    const s = (await scan(a, { book_title: 'Gone' }).expect(201)).body;
    await t.http().delete(`/api/scan-history/${s.id}`).set(a.auth).expect(204);
    const again = await t.http().delete(`/api/scan-history/${s.id}`).set(a.auth).expect(404);
    expect(again.body).toEqual({ code: 'not_found', message: 'Scan not found in history', errors: ['Scan not found in history'] });
    await t.http().delete('/api/scan-history/12').set(a.auth).expect(404);
  });

  it.each([
    ['no title', {}, null],
    ['a blank title', { book_title: '  ' }, 'Book title is required'],
    ['an unknown scan type', { book_title: 'x', scan_type: 'x-ray' }, 'scan_type must be one of: single-scan, camera-scan, manual-search'],
    ['a negative books_found', { book_title: 'x', books_found: -1 }, 'books_found must be a whole number from 0 to 100'],
    ['a fractional books_found', { book_title: 'x', books_found: 1.5 }, 'books_found must be a whole number from 0 to 100'],
  ])('refuses %s: 400', async (_case, body, message) => {
    const res = await scan(a, body).expect(400);
    if (message) expect(res.body.message).toBe(message);
  });

  it('refuses a reader that is not one of the account: 404', async () => {
    await scan(a, { book_title: 'x', reader_id: '00000000-0000-4000-8000-000000000000' }).expect(404);
  });

  it('exports a recorder that other use cases call, and that never fails them', async () => {
    const recorder = t.app.get<ScanHistoryRecorder>(SCAN_HISTORY_RECORDER);
    const u = await signIn(t, 'recorder');
    await recorder.record({ book_title: 'Recorded', book_author: 'Someone', scan_type: 'camera-scan', reader_id: 'self' }, u);
    const [entry] = (await t.http().get('/api/scan-history').set(u.auth).expect(200)).body;
    expect(entry).toMatchObject({ book_title: 'Recorded', scan_type: 'camera-scan', books_found: 1, reader_id: 'self', reader_name: 'Sam' });
    // a refused entry and a store failure (a user id that breaks the foreign key) only log
    await expect(recorder.record({ book_title: '' }, u)).resolves.toBeUndefined();
    await expect(recorder.record({ book_title: 'x' }, { id: '00000000-0000-4000-8000-000000000000' })).resolves.toBeUndefined();
  });
});
