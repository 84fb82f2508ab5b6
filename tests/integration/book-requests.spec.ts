import { matchBook, requestMatch } from '../../domain/index.js';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { profileOf } from '../../application/books/reader-profile.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { sql } from './admin-auth.helper.js';
import { copyOfStarterBook, freshIsbn } from './catalog-copy.helper.js';
import { addMember, readerFor, type SignedInReader } from './reader-code.helper.js';

const STONE = '9780590353427'; // a starter book with violence flagged
const SUFFIX = `req-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Ask and approve (issue 12): a reader asks for a book, the parent sees it with the domain's match
 * and the conflicts with that reader's comfort levels, and approves (the book goes onto the
 * reader's list, once) or declines with a note. Each side sees only its own rows.
 */
describe('book requests: ask and approve', () => {
  let t: TestApp;
  let parent: SignedUp;
  let mia: SignedInReader;
  let leo: SignedInReader;
  const book = { isbn: freshIsbn(), title: `The Stone of Asking (${SUFFIX})`, author: 'J. K. Rowling' };

  const ask = (r: SignedInReader, body: Record<string, unknown>) => t.http().post('/api/reader/requests').set(r.auth).send(body);
  const pending = async (who: SignedUp = parent) => (await t.http().get('/api/book-requests').set(who.auth).expect(200)).body as Array<Record<string, unknown>>;

  beforeAll(async () => {
    t = await startTestApp();
    await copyOfStarterBook(t, STONE, book);
    parent = await signUp(t, 'requests-parent');
    // a cautious reader: no violence at all; and a sibling who is fine with it
    mia = await readerFor(t, parent, await addMember(t, parent, { name: 'Mia', age: 9, content_tolerance: { violence: 0, scary_horror: 1 } }));
    leo = await readerFor(t, parent, await addMember(t, parent, { name: 'Leo', age: 13, content_tolerance: { violence: 5, scary_horror: 5, death_grief: 5 } }));
  });
  afterAll(() => t.close());

  it("shows the parent a reader's request with the domain's match and the conflicts with that reader's comfort levels", async () => {
    const asked = await ask(mia, { title: book.title, author: book.author, isbn: book.isbn, note: 'Zoe loved it!' });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({
      id: expect.any(String),
      title: book.title,
      author: book.author,
      isbn: book.isbn,
      reader_note: 'Zoe loved it!',
      status: 'pending',
      parent_note: null,
      created_at: t.clock.now().toISOString(),
      decided_at: null,
    });

    const [row] = (await pending()).filter((r) => r.id === asked.body.id);
    const catalogBook = await t.app.get<BookCatalog>(BOOK_CATALOG, { strict: false }).findByIsbn(book.isbn);
    const reader = await t.app.get<ReaderDirectory>(READER_DIRECTORY, { strict: false }).find(parent.id, mia.id);
    const expected = requestMatch(matchBook(catalogBook!.facts, profileOf(reader!)));
    expect(row).toEqual({ ...asked.body, reader_id: mia.id, reader_name: 'Mia', match: expected });
    expect(expected.conflicts).toContainEqual({ category: 'violence', label: 'Violence', level: expect.any(Number), limit: 0 });

    // the same book for the sibling who is fine with violence: no violence conflict
    const leos = await ask(leo, { title: book.title, author: book.author });
    expect(leos.status).toBe(201);
    const leoRow = (await pending()).find((r) => r.id === leos.body.id) as { match: { conflicts: { category: string }[]; match_score: number } };
    expect(leoRow.match.conflicts.map((c) => c.category)).not.toContain('violence');
    expect(leoRow.match.match_score).toBeGreaterThan((row.match as { match_score: number }).match_score);
  });

  it('shows match null for a book the catalog does not know', async () => {
    const asked = await ask(mia, { title: `Nobody Wrote This ${SUFFIX}`, author: 'No One' }).expect(201);
    expect((await pending()).find((r) => r.id === asked.body.id)).toMatchObject({ match: null, status: 'pending' });
  });

  it('lists newest first, pending by default, and filters by status', async () => {
    const first = (await ask(leo, { title: `Order One ${SUFFIX}`, author: 'A' }).expect(201)).body;
    t.clock.advance(1000);
    const second = (await ask(leo, { title: `Order Two ${SUFFIX}`, author: 'A' }).expect(201)).body;
    const ids = (await pending()).map((r) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    await t.http().post(`/api/book-requests/${first.id}/decline`).set(parent.auth).send({}).expect(200);
    expect((await pending()).map((r) => r.id)).not.toContain(first.id);
    const declined = (await t.http().get('/api/book-requests?status=declined').set(parent.auth).expect(200)).body as { id: string; status: string }[];
    expect(declined.map((r) => r.id)).toContain(first.id);
    expect(declined.every((r) => r.status === 'declined')).toBe(true);
    const all = (await t.http().get('/api/book-requests?status=all').set(parent.auth).expect(200)).body as { id: string }[];
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    await t.http().get('/api/book-requests?status=maybe').set(parent.auth).expect(400);
  });

  it("approving puts the book on that reader's list (to read) once, with the note; answering again is 409", async () => {
    const title = `Approve Me ${SUFFIX}`;
    const asked = (await ask(mia, { title, author: 'Kate DiCamillo', note: 'please' }).expect(201)).body;
    t.clock.advance(60_000);
    // both lists read just before the approval, so kept for half a second (decision 50): the approval still shows at once
    const titles = (res: { body: { title: string }[] }) => res.body.map((i) => i.title);
    expect(titles(await t.http().get('/api/reader/reading-list').set(mia.auth).expect(200))).not.toContain(title);
    expect(titles(await t.http().get(`/api/reading-list?reader_id=${mia.id}`).set(parent.auth).expect(200))).not.toContain(title);
    const approved = await t.http().post(`/api/book-requests/${asked.id}/approve`).set(parent.auth).send({ note: 'Enjoy it!' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: asked.id,
      status: 'approved',
      parent_note: 'Enjoy it!',
      decided_at: t.clock.now().toISOString(),
      reader_id: mia.id,
    });

    const list = (await t.http().get('/api/reader/reading-list').set(mia.auth).expect(200)).body as {
      title: string;
      reading_status: string;
      reader_id: string;
      reader_name: string;
    }[];
    expect(list.filter((i) => i.title === title)).toEqual([
      expect.objectContaining({ reading_status: 'to_read', reader_id: mia.id, reader_name: 'Mia (Age 9)', author: 'Kate DiCamillo' }),
    ]);
    // the parent sees it on the reader's list too
    const parentView = (await t.http().get(`/api/reading-list?reader_id=${mia.id}`).set(parent.auth).expect(200)).body as { title: string }[];
    expect(parentView.filter((i) => i.title === title)).toHaveLength(1);

    for (const action of ['approve', 'decline']) {
      const again = await t.http().post(`/api/book-requests/${asked.id}/${action}`).set(parent.auth).send({});
      expect({ status: again.status, body: again.body }).toEqual({
        status: 409,
        body: { code: 'conflict', message: 'This request has already been answered.', errors: ['This request has already been answered.'] },
      });
    }
    expect((await t.http().get('/api/reader/reading-list').set(mia.auth).expect(200)).body.filter((i: { title: string }) => i.title === title)).toHaveLength(1);

    // the reader sees the answer
    const mine = (await t.http().get('/api/reader/requests').set(mia.auth).expect(200)).body as { id: string }[];
    expect(mine.find((r) => r.id === asked.id)).toEqual({ ...asked, status: 'approved', parent_note: 'Enjoy it!', decided_at: t.clock.now().toISOString() });
  });

  it("shows what the parent adds, moves and removes on the reader's own list at once, though that list was just read (decision 50)", async () => {
    const title = `Parent Pick ${SUFFIX}`;
    const readersList = async () =>
      (await t.http().get('/api/reader/reading-list').set(mia.auth).expect(200)).body as { id: string; title: string; reading_status: string }[];
    expect((await readersList()).map((i) => i.title)).not.toContain(title);
    const added = (await t.http().post('/api/reading-list').set(parent.auth).send({ reader_id: mia.id, title, author: 'Kate DiCamillo' }).expect(201)).body;
    expect((await readersList()).find((i) => i.id === added.id)?.reading_status).toBe('to_read');
    await t.http().patch(`/api/reading-list/${added.id}`).set(parent.auth).send({ reading_status: 'currently_reading' }).expect(200);
    expect((await readersList()).find((i) => i.id === added.id)?.reading_status).toBe('currently_reading');
    await t.http().delete(`/api/reading-list/${added.id}`).set(parent.auth).expect(204);
    expect((await readersList()).map((i) => i.id)).not.toContain(added.id);
  });

  it('approving a book already on the list succeeds and leaves the list as it was', async () => {
    const title = `Already There ${SUFFIX}`;
    await t.http().post('/api/reading-list').set(parent.auth).send({ reader_id: leo.id, title, author: 'B' }).expect(201);
    const before = (await t.http().get('/api/reader/reading-list').set(leo.auth).expect(200)).body;
    const asked = (await ask(leo, { title: title.toUpperCase(), author: 'b' }).expect(201)).body;
    await t.http().post(`/api/book-requests/${asked.id}/approve`).set(parent.auth).send({}).expect(200);
    expect((await t.http().get('/api/reader/reading-list').set(leo.auth).expect(200)).body).toEqual(before);
  });

  it('declining keeps the note for the reader and adds nothing to the list', async () => {
    const title = `Decline Me ${SUFFIX}`;
    const asked = (await ask(mia, { title, author: 'C' }).expect(201)).body;
    const declined = await t
      .http()
      .post(`/api/book-requests/${asked.id}/decline`)
      .set(parent.auth)
      .send({ note: "Let's read it together next year." })
      .expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', parent_note: "Let's read it together next year." });
    const mine = (await t.http().get('/api/reader/requests').set(mia.auth).expect(200)).body as { id: string; status: string; parent_note: string }[];
    expect(mine.find((r) => r.id === asked.id)).toMatchObject({ status: 'declined', parent_note: "Let's read it together next year." });
    expect(((await t.http().get('/api/reader/reading-list').set(mia.auth).expect(200)).body as { title: string }[]).map((i) => i.title)).not.toContain(title);
    // declined: the reader may ask again
    await ask(mia, { title, author: 'C' }).expect(201);
  });

  it('refuses a parent note over 500 characters with 422 and leaves the request pending', async () => {
    const asked = (await ask(mia, { title: `Long Note ${SUFFIX}`, author: 'D' }).expect(201)).body;
    const res = await t
      .http()
      .post(`/api/book-requests/${asked.id}/approve`)
      .set(parent.auth)
      .send({ note: 'x'.repeat(501) });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 422, message: 'Note must be at most 500 characters' });
    expect((await pending()).find((r) => r.id === asked.id)).toMatchObject({ status: 'pending' });
  });

  it("answers another account's request, an unknown id and a malformed one with 404 Request not found.", async () => {
    const asked = (await ask(mia, { title: `Not Yours ${SUFFIX}`, author: 'E' }).expect(201)).body;
    const other = await signUp(t, 'requests-other');
    for (const id of [asked.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const action of ['approve', 'decline']) {
        const res = await t.http().post(`/api/book-requests/${id}/${action}`).set(other.auth).send({});
        expect({ id, action, status: res.status, body: res.body }).toEqual({
          id,
          action,
          status: 404,
          body: { code: 'not_found', message: 'Request not found.', errors: ['Request not found.'] },
        });
      }
    }
    expect(await pending(other)).toEqual([]);
    expect((await pending()).find((r) => r.id === asked.id)).toMatchObject({ status: 'pending' });
  });

  describe("the reader's own requests", () => {
    it('refuses a second pending ask for the same book (any case) with 409; another reader may ask for it', async () => {
      const title = `Twice ${SUFFIX}`;
      await ask(leo, { title, author: 'Roald Dahl' }).expect(201);
      const again = await ask(leo, { title: ` ${title.toLowerCase()} `, author: 'ROALD DAHL' });
      expect({ status: again.status, body: again.body }).toEqual({
        status: 409,
        body: { code: 'conflict', message: 'You already asked for this book.', errors: ['You already asked for this book.'] },
      });
      await ask(mia, { title, author: 'Roald Dahl' }).expect(201);
    });

    it('settles two identical asks sent at once: one 201, one 409', async () => {
      const body = { title: `Race ${SUFFIX}`, author: 'F' };
      const answers = await Promise.all([ask(leo, body), ask(leo, body)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    });

    it.each([
      ['no title', { author: 'A' }, 'Title is required'],
      ['a blank title', { title: '  ', author: 'A' }, 'Title is required'],
      ['no author', { title: 'T' }, 'Author is required'],
      ['an empty author', { title: 'T', author: '' }, 'Author is required'],
      ['a note over 300', { title: 'T', author: 'A', note: 'x'.repeat(301) }, 'Note must be at most 300 characters'],
    ])('refuses %s with 422 and the message', async (_label, body, message) => {
      const res = await ask(mia, body);
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status: 422, code: 'unprocessable', message });
    });

    it("shows each reader only their own requests and list: not a sibling's, not another account's reader's", async () => {
      const other = await signUp(t, 'requests-elsewhere');
      const stranger = await readerFor(t, other, await addMember(t, other, { name: 'Stranger', age: 10 }));
      const strangerTitle = `Stranger Book ${SUFFIX}`;
      await ask(stranger, { title: strangerTitle, author: 'G' }).expect(201);
      await t.http().post('/api/reading-list').set(other.auth).send({ reader_id: stranger.id, title: strangerTitle, author: 'G' }).expect(201);
      await t
        .http()
        .post('/api/reading-list')
        .set(parent.auth)
        .send({ reader_id: 'self', title: `Parent Own ${SUFFIX}`, author: 'H' })
        .expect(201);

      const miaRequests = (await t.http().get('/api/reader/requests').set(mia.auth).expect(200)).body as { id: string }[];
      const leoRequests = (await t.http().get('/api/reader/requests').set(leo.auth).expect(200)).body as { id: string }[];
      const [miaRows, leoRows] = await Promise.all(
        [mia, leo].map((r) => sql<{ id: string }>(t, 'select id from book_requests where member_id = $1 order by created_at desc, id desc', [r.id])),
      );
      expect(miaRequests.map((r) => r.id)).toEqual(miaRows.map((r) => r.id));
      expect(leoRequests.map((r) => r.id)).toEqual(leoRows.map((r) => r.id));
      expect(miaRequests.length).toBeGreaterThan(3);

      for (const r of [mia, leo]) {
        const list = (await t.http().get('/api/reader/reading-list').set(r.auth).expect(200)).body as { reader_id: string; title: string }[];
        expect(list.every((i) => i.reader_id === r.id)).toBe(true);
        expect(list.map((i) => i.title)).not.toContain(strangerTitle);
        expect(list.map((i) => i.title)).not.toContain(`Parent Own ${SUFFIX}`);
      }
      const strangerText = JSON.stringify((await t.http().get('/api/reader/requests').set(stranger.auth).expect(200)).body);
      expect(strangerText).not.toContain(`Twice ${SUFFIX}`);
      expect((await t.http().get('/api/reader/requests').set(stranger.auth).expect(200)).body.map((r: { title: string }) => r.title)).toEqual([strangerTitle]);
      // and the parent never sees the other account's request
      expect((await pending()).map((r) => r.title)).not.toContain(strangerTitle);
    });

    it('searches the catalog like the parent search, without a scan', async () => {
      const q = `/books/search?q=${encodeURIComponent(book.title)}`;
      const res = await t.http().get(`/api/reader${q}`).set(mia.auth).expect(200);
      expect(res.body).toEqual((await t.http().get(`/api${q}`).set(parent.auth).expect(200)).body);
      expect(res.body[0]).toEqual({ title: book.title, author: book.author, isbn: book.isbn, score: expect.any(Number) });
      await t.http().get('/api/reader/books/search?q=').set(mia.auth).expect(400);
      expect(await sql(t, 'select scans_used from scan_usage where user_id = $1', [parent.id])).toEqual([]);
    });
  });

  it('documents every route in the OpenAPI document with examples', async () => {
    const paths = (await t.http().get('/api/docs').expect(200)).body.paths as Record<
      string,
      Record<string, { responses: Record<string, unknown>; security?: unknown }>
    >;
    const expected: [string, string, string][] = [
      ['/api/family-members/{id}/reader-code', 'post', '201'],
      ['/api/family-members/{id}/reader-code', 'get', '200'],
      ['/api/family-members/{id}/reader-code', 'delete', '204'],
      ['/api/auth/reader-code', 'post', '200'],
      ['/api/book-requests', 'get', '200'],
      ['/api/book-requests/{id}/approve', 'post', '200'],
      ['/api/book-requests/{id}/decline', 'post', '200'],
      ['/api/reader/me', 'get', '200'],
      ['/api/reader/books/search', 'get', '200'],
      ['/api/reader/requests', 'post', '201'],
      ['/api/reader/requests', 'get', '200'],
      ['/api/reader/reading-list', 'get', '200'],
      ['/api/reader/logout', 'post', '204'],
    ];
    for (const [path, method, status] of expected) {
      expect({ path, method, documented: Boolean(paths[path]?.[method]?.responses[status]) }).toEqual({ path, method, documented: true });
    }
    expect(paths['/api/reader/me'].get.security).toEqual([{ reader: [] }]);
    expect(JSON.stringify(paths['/api/book-requests'].get.responses['200'])).toContain('conflicts');
  });
});
