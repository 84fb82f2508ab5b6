import { SHELF_MESSAGES, SHELF_SESSION_MAX_BOOKS } from '../../domain/index.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { sql } from './admin-auth.helper.js';
import { freshIsbn } from './catalog-copy.helper.js';

const CHARLOTTE = '9780064400558';
const CHARLOTTE_10 = '0-06-440055-7';
const HUNGER_GAMES = '9780439023528';

/** Shelf mode (issue 25 part 4): /api/shelf-sessions. */
describe('shelf sessions (/api/shelf-sessions)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function family(label: string): Promise<{ u: SignedUp; mia: string }> {
    const u = await signUp(t, label);
    const mia = await t.http().post('/api/family-members').set(u.auth).send({ name: 'Mia', age: 8, reading_level: 'Elementary' }).expect(201);
    return { u, mia: mia.body.id };
  }
  const start = (u: SignedUp, reader_ids: unknown) => t.http().post('/api/shelf-sessions').set(u.auth).send({ reader_ids });
  const add = (u: SignedUp, id: string, isbn: unknown) => t.http().post(`/api/shelf-sessions/${id}/books`).set(u.auth).send({ isbn });
  const scansUsed = async (u: SignedUp) => (await t.http().get('/api/subscription?force=1').set(u.auth).expect(200)).body.scans_used as number;
  const searchFit = async (u: SignedUp, isbn: string, reader: string) =>
    (await t.http().get('/api/books/search').query({ q: isbn, reader_id: reader }).set(u.auth).expect(200)).body[0].fit as {
      match_level: string;
      match_score: number;
    };

  it('judges each scanned book for every reader of the session, as search judges it, and takes one scan per new book', async () => {
    const { u, mia } = await family('shelf-main');
    const started = await start(u, ['self', mia]).expect(201);
    expect(started.body).toMatchObject({ reader_ids: ['self', mia], ended_at: null, books: [], order_for: null });
    expect(started.body.readers.map((r: { name: string }) => r.name)).toEqual(['Test', 'Mia']);
    const id = started.body.id as string;

    const before = await scansUsed(u);
    const added = await add(u, id, CHARLOTTE).expect(201);
    expect(added.body.duplicate).toBe(false);
    expect(added.body.book).toMatchObject({ isbn: CHARLOTTE, title: "Charlotte's Web", in_catalog: true });
    for (const [reader, name] of [
      ['self', 'Test'],
      [mia, 'Mia'],
    ] as const) {
      const verdict = added.body.book.verdicts.find((v: { reader_id: string }) => v.reader_id === reader);
      const fit = await searchFit(u, CHARLOTTE, reader);
      expect(verdict).toMatchObject({ reader_name: name, match_level: fit.match_level, match_score: fit.match_score });
    }
    expect(await scansUsed(u)).toBe(before + 1);

    // the same book again (its ISBN-10 this time): already on the shelf, nothing taken
    const again = await add(u, id, CHARLOTTE_10).expect(200);
    expect(again.body).toMatchObject({ duplicate: true, book: { id: added.body.book.id } });
    expect(await scansUsed(u)).toBe(before + 1);

    // a book the catalog does not hold: kept, no verdicts, no scan
    const unknown = freshIsbn();
    expect((await add(u, id, unknown).expect(201)).body.book).toMatchObject({ isbn: unknown, in_catalog: false, verdicts: [], title: null });
    expect(await scansUsed(u)).toBe(before + 1);

    await add(u, id, HUNGER_GAMES).expect(201);
    const session = (await t.http().get(`/api/shelf-sessions/${id}`).set(u.auth).expect(200)).body;
    expect(session.books).toHaveLength(3);
    expect(session.books[2].isbn).toBe(unknown); // books the catalog lacks come last
    const lowest = (b: { verdicts: { match_score: number }[] }) => Math.min(...b.verdicts.map((v) => v.match_score));
    expect(lowest(session.books[0])).toBeGreaterThanOrEqual(lowest(session.books[1]));
    const forMia = (await t.http().get(`/api/shelf-sessions/${id}`).query({ for: mia }).set(u.auth).expect(200)).body;
    expect(forMia.order_for).toBe(mia);
    const miaScore = (b: { verdicts: { reader_id: string; match_score: number }[] }) => b.verdicts.find((v) => v.reader_id === mia)!.match_score;
    expect(miaScore(forMia.books[0])).toBeGreaterThanOrEqual(miaScore(forMia.books[1]));
    // a reader not of the session orders for everyone
    expect((await t.http().get(`/api/shelf-sessions/${id}`).query({ for: 'someone-else' }).set(u.auth).expect(200)).body.order_for).toBeNull();

    // the history: newest first, with the count
    // the test clock stands still: the first session is dated a minute earlier, as a later trip would be
    await sql(t, "update shelf_sessions set started_at = started_at - interval '1 minute' where id = $1", [id]);
    const second = (await start(u, [mia]).expect(201)).body.id;
    const list = (await t.http().get('/api/shelf-sessions').set(u.auth).expect(200)).body;
    expect(list.map((s: { id: string }) => s.id)).toEqual([second, id]);
    expect(list[1]).toMatchObject({
      book_count: 3,
      readers: [
        { id: 'self', name: 'Test' },
        { id: mia, name: 'Mia' },
      ],
    });

    // ended: kept in the history, no more books
    const ended = (await t.http().post(`/api/shelf-sessions/${id}/end`).set(u.auth).expect(200)).body;
    expect(ended.ended_at).not.toBeNull();
    expect((await add(u, id, '9780141346809').expect(409)).body).toMatchObject({ code: 'conflict', message: SHELF_MESSAGES.ended });
    await t.http().post(`/api/shelf-sessions/${id}/end`).set(u.auth).expect(200);
  });

  it.each([
    ['no readers', [], SHELF_MESSAGES.noReaders],
    ['only blanks', [' '], SHELF_MESSAGES.noReaders],
    ['seven readers', ['a', 'b', 'c', 'd', 'e', 'f', 'g'], SHELF_MESSAGES.tooManyReaders],
  ])("refuses a session for %s with the rule's message", async (_case, readers, message) => {
    const u = await signUp(t, 'shelf-readers');
    expect((await start(u, readers).expect(400)).body).toMatchObject({ code: 'validation_failed', message });
  });

  it('refuses a barcode that is no book ISBN, and writes nothing', async () => {
    const { u, mia } = await family('shelf-bad');
    const id = (await start(u, [mia]).expect(201)).body.id;
    for (const isbn of ['12345', '9790260000438', 'not a number']) {
      expect((await add(u, id, isbn).expect(400)).body).toMatchObject({ code: 'validation_failed', message: SHELF_MESSAGES.badIsbn });
    }
    expect(await sql(t, 'select 1 from shelf_session_books where session_id = $1', [id])).toHaveLength(0);
  });

  it('keeps every account to its own sessions and readers', async () => {
    const a = await family('shelf-a');
    const b = await family('shelf-b');
    const id = (await start(a.u, [a.mia]).expect(201)).body.id;
    await t.http().get(`/api/shelf-sessions/${id}`).set(b.u.auth).expect(404);
    expect((await add(b.u, id, CHARLOTTE).expect(404)).body.message).toBe(SHELF_MESSAGES.notFound);
    await t.http().post(`/api/shelf-sessions/${id}/end`).set(b.u.auth).expect(404);
    expect((await t.http().get('/api/shelf-sessions').set(b.u.auth).expect(200)).body.map((s: { id: string }) => s.id)).not.toContain(id);
    await start(b.u, [a.mia]).expect(404); // another account's reader
    await t.http().get('/api/shelf-sessions/not-a-uuid').set(a.u.auth).expect(404);
    await t.http().get('/api/shelf-sessions').expect(401);
  });

  it(`refuses book ${SHELF_SESSION_MAX_BOOKS + 1} with the full session's message, and still knows the books it holds`, async () => {
    const { u, mia } = await family('shelf-full');
    const id = (await start(u, [mia]).expect(201)).body.id;
    const held = Array.from({ length: SHELF_SESSION_MAX_BOOKS }, () => freshIsbn());
    for (const isbn of held) await sql(t, 'insert into shelf_session_books (session_id, isbn, in_catalog) values ($1, $2, false)', [id, isbn]);
    expect((await add(u, id, CHARLOTTE).expect(409)).body).toMatchObject({ code: 'limit_reached', message: SHELF_MESSAGES.full });
    expect((await add(u, id, held[5]).expect(200)).body.duplicate).toBe(true);
  });

  it('answers 402 with the quota message when the free scans are used up, and adds nothing', async () => {
    const { u, mia } = await family('shelf-quota');
    const id = (await start(u, [mia]).expect(201)).body.id;
    await sql(t, 'insert into scan_usage (user_id, scans_used) values ($1, 100000) on conflict (user_id) do update set scans_used = 100000', [u.id]);
    const res = await add(u, id, CHARLOTTE).expect(402);
    expect(res.body.message).toMatch(/^You have used all \d+ free scans\. Upgrade to keep scanning\.$/);
    expect(await sql(t, 'select 1 from shelf_session_books where session_id = $1', [id])).toHaveLength(0);
  });

  it("exports the sessions and their books with the account's data", async () => {
    const { u, mia } = await family('shelf-export');
    const id = (await start(u, [mia]).expect(201)).body.id;
    await add(u, id, CHARLOTTE).expect(201);
    const doc = (await t.http().get('/api/account/export').set(u.auth).expect(200)).body;
    expect(doc.shelf_sessions.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(doc.shelf_session_books.map((b: { isbn: string }) => b.isbn)).toEqual([CHARLOTTE]);
  });
});
