import { CATALOG_REQUEST_MESSAGES as M } from '../../domain/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createUser, sql, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf, importBooksCsv } from './admin-books.helper.js';

interface Group {
  id: string;
  title: string;
  author: string | null;
  requesters: number;
  status: string;
  created_at: string;
}

/** "Ask us to add this book": /api/catalog-requests (the parent) and /api/admin/catalog-requests. */
describe('catalog requests (/api/catalog-requests)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { admin: true, unlocked: true });
  });
  afterAll(() => t.close());

  const ask = (u: TestUser, body: object) => t.http().post('/api/catalog-requests').set(u.auth).send(body);
  const mine = async (u: TestUser) => (await t.http().get('/api/catalog-requests').set(u.auth).expect(200)).body as Array<Record<string, unknown>>;
  const groups = async () => (await t.http().get('/api/admin/catalog-requests').set(admin.auth).expect(200)).body as Group[];
  const decide = (id: string, body: object) => t.http().patch(`/api/admin/catalog-requests/${id}`).set(admin.auth).send(body);

  it('stores a request as open and answers 201 { id, title, author, status }', async () => {
    const u = await createUser(t);
    const res = await ask(u, { title: '  The  Paper Tide ', author: ' Ada  Marsh ' }).expect(201);
    expect(res.body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'The Paper Tide', author: 'Ada Marsh', status: 'open' });
    const [row] = await sql(t, 'select user_id, title_key, status from catalog_requests where id = $1', [res.body.id]);
    expect(row).toEqual({ user_id: u.id, title_key: 'the paper tide', status: 'open' });
  });

  it('takes a title alone (author null)', async () => {
    const u = await createUser(t);
    expect((await ask(u, { title: 'Moss and Minnow' }).expect(201)).body).toMatchObject({ title: 'Moss and Minnow', author: null, status: 'open' });
  });

  it.each([
    ['the same title', 'Cloud Harbour'],
    ['another case', 'CLOUD harbour'],
    ['other spacing', '  Cloud   Harbour '],
    ['punctuation', 'Cloud Harbour!'],
  ])('answers 200 with the same id when the same parent asks again with %s', async (_label, again) => {
    const u = await createUser(t);
    const first = await ask(u, { title: 'Cloud Harbour' }).expect(201);
    const second = await ask(u, { title: again, author: 'Someone' }).expect(200);
    expect(second.body).toMatchObject({ id: first.body.id, title: 'Cloud Harbour', status: 'open' });
    expect(await sql(t, 'select id from catalog_requests where user_id = $1', [u.id])).toHaveLength(1);
  });

  it('keeps one row when the same parent asks twice at once', async () => {
    const u = await createUser(t);
    const answers = await Promise.all([ask(u, { title: 'Twice at Once' }), ask(u, { title: 'twice at once' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.id).toBe(answers[1].body.id);
  });

  it.each([
    ['no title', {}, M.titleRequired],
    ['an empty title', { title: '' }, M.titleRequired],
    ['a blank title', { title: '    ' }, M.titleRequired],
    ['a title that is not text', { title: 42 }, M.titleRequired],
    ['a title over 200 characters', { title: 't'.repeat(201) }, M.titleTooLong],
    ['an author over 200 characters', { title: 'Fine Title', author: 'a'.repeat(201) }, M.authorTooLong],
  ])('refuses %s with 400 validation_failed in the product voice', async (_label, body, message) => {
    const u = await createUser(t);
    const res = await ask(u, body).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message });
    expect(res.body.errors).toContain(message);
  });

  it("lists only the caller's requests, newest first", async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await ask(a, { title: 'First of Mine' }).expect(201);
    t.clock.advance(1000);
    await ask(a, { title: 'Second of Mine' }).expect(201);
    await ask(b, { title: 'Not Yours' }).expect(201);
    expect((await mine(a)).map((r) => r.title)).toEqual(['Second of Mine', 'First of Mine']);
    expect((await mine(b)).map((r) => r.title)).toEqual(['Not Yours']);
  });

  it('groups requests for one title from different parents, most requested first', async () => {
    const p = bookPrefix('grp');
    const parents = await Promise.all([1, 2, 3].map(() => createUser(t)));
    for (const [i, u] of parents.entries()) {
      t.clock.advance(1000);
      await ask(u, { title: i === 0 ? `${p} Popular Book` : `  ${p.toUpperCase()} popular   book.` }).expect(201);
    }
    await ask(parents[0], { title: `${p} Lonely Book` }).expect(201);
    const list = (await groups()).filter((g) => g.title.toLowerCase().startsWith(p));
    expect(list).toEqual([
      { id: expect.any(String), title: `${p} Popular Book`, author: null, requesters: 3, status: 'open', created_at: expect.any(String) },
      { id: expect.any(String), title: `${p} Lonely Book`, author: null, requesters: 1, status: 'open', created_at: expect.any(String) },
    ]);
  });

  it('lets an admin mark a book added or declined for every parent who asked', async () => {
    const p = bookPrefix('dec');
    const [a, b] = [await createUser(t), await createUser(t)];
    const first = await ask(a, { title: `${p} Shared Ask` }).expect(201);
    t.clock.advance(1000);
    await ask(b, { title: `${p} shared ask` }).expect(201);
    const res = await decide(first.body.id, { status: 'declined' }).expect(200);
    expect(res.body).toMatchObject({ id: first.body.id, title: `${p} Shared Ask`, requesters: 2, status: 'declined' });
    expect((await mine(b))[0]).toMatchObject({ status: 'declined' });
    expect((await decide(first.body.id, { status: 'added' }).expect(200)).body).toMatchObject({ status: 'added', requesters: 2 });
    expect((await mine(a))[0]).toMatchObject({ status: 'added', seen_at: null });
  });

  it.each([
    ['open', { status: 'open' }],
    ['an unknown status', { status: 'maybe' }],
    ['no status', {}],
  ])('refuses %s with 400', async (_label, body) => {
    const u = await createUser(t);
    const { id } = (await ask(u, { title: 'Bad Status Book' }).expect(201)).body;
    expect((await decide(id, body).expect(400)).body).toMatchObject({ code: 'validation_failed', message: M.badStatus });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an id that is not one', 'nope'],
  ])('answers 404 for %s', async (_label, id) => {
    expect((await decide(id, { status: 'added' }).expect(404)).body).toMatchObject({ code: 'not_found', message: M.notFound });
  });

  it('refuses the admin routes to a parent and to an admin who has not unlocked', async () => {
    const u = await createUser(t);
    const locked = await createUser(t, { admin: true });
    for (const who of [u, locked]) {
      await t.http().get('/api/admin/catalog-requests').set(who.auth).expect(403);
      await t.http().patch('/api/admin/catalog-requests/00000000-0000-4000-8000-000000000000').set(who.auth).send({ status: 'added' }).expect(403);
    }
  });

  it('marks open requests added once an import brings the book, and the parent is told once', async () => {
    const p = bookPrefix('imp');
    const u = await createUser(t);
    const other = await createUser(t);
    const asked = await ask(u, { title: `  ${p.toUpperCase()} the lantern KEEPER!` }).expect(201);
    await ask(other, { title: `${p} Still Missing` }).expect(201);
    expect((await mine(u))[0]).toMatchObject({ status: 'open' });
    await importBooksCsv(t, admin, csvOf([book(p, 1, { title: `${p} The Lantern Keeper` })])).expect(200);
    const [added] = await mine(u);
    expect(added).toMatchObject({ id: asked.body.id, status: 'added', seen_at: null });
    expect((await mine(other))[0]).toMatchObject({ status: 'open' });
    // shown once: the web records it, and the next visit finds it seen
    await t.http().post(`/api/catalog-requests/${asked.body.id}/seen`).set(u.auth).expect(204);
    expect((await mine(u))[0]).toMatchObject({ status: 'added', seen_at: expect.any(String) });
    // another parent cannot mark it seen
    await t.http().post(`/api/catalog-requests/${asked.body.id}/seen`).set(other.auth).expect(404);
  });

  it('shows the admin a request as added once the catalog holds the book', async () => {
    const p = bookPrefix('adm');
    const u = await createUser(t);
    await ask(u, { title: `${p} Harbour Lights` }).expect(201);
    await importBooksCsv(t, admin, csvOf([book(p, 2, { title: `${p} Harbour Lights` })])).expect(200);
    expect((await groups()).filter((g) => g.title.startsWith(p))).toEqual([expect.objectContaining({ status: 'added', requesters: 1 })]);
  });

  it('is not the reader-asks-parent flow: /api/book-requests is untouched', async () => {
    const u = await createUser(t);
    await ask(u, { title: 'Separate Flows' }).expect(201);
    expect((await t.http().get('/api/book-requests?status=all').set(u.auth).expect(200)).body).toEqual([]);
  });
});
