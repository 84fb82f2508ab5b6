import { startTestApp, type TestApp } from '../support/test-app.js';
import { query, signIn, type Reader } from './readers-auth.helper.js';

/**
 * Every row of the reader data belongs to one account: another account can neither read, change
 * nor delete it (404 or an empty answer, never a hint that it exists), and nobody anonymous gets in.
 */
describe('reader data is scoped by the signed-in account', () => {
  let t: TestApp;
  let a: Reader;
  let b: Reader;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    a = await signIn(t, 'owner');
    b = await signIn(t, 'intruder', { direct: true }); // one account through sign-up, one minted directly
    const member = await t.http().post('/api/family-members').set(a.auth).send({ name: 'Private', age: 7, reading_level: 'Elementary' }).expect(201);
    ids.member = member.body.id;
    await t
      .http()
      .put('/api/family-values')
      .set(a.auth)
      .send({ data: { values: ['kindness'] } })
      .expect(200);
    await t.http().put('/api/reading-profile').set(a.auth).send({ display_name: 'A', reading_filter: 'secret summary' }).expect(200);
    const item = await t
      .http()
      .post('/api/reading-list')
      .set(a.auth)
      .send({ reader_id: ids.member, reader_name: 'Private (Age 7)', title: 'Holes', author: 'Louis Sachar' })
      .expect(201);
    ids.item = item.body.id;
    const scan = await t.http().post('/api/scan-history').set(a.auth).send({ book_title: 'Holes', scan_type: 'manual-search' }).expect(201);
    ids.scan = scan.body.id;
    await t.http().put(`/api/reading-goals/${ids.member}`).set(a.auth).send({ target: 12 }).expect(200);
  });
  afterAll(() => t.close());

  it('B sees empty lists and no values or profile of A', async () => {
    expect((await t.http().get('/api/family-members').set(b.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/reading-list').set(b.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get(`/api/reading-list?reader_id=${ids.member}`).set(b.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/scan-history').set(b.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/family-values').set(b.auth).expect(200)).body).toEqual({ data: {} });
    expect((await t.http().get('/api/reading-profile').set(b.auth).expect(200)).body).toBeNull();
    const csv = await t.http().get('/api/reading-list/export.csv').set(b.auth).expect(200);
    expect(csv.text.trim()).toBe('Title,Author,Status,Started,Completed,Added');
  });

  it.each([
    ["change A's member", () => t.http().patch(`/api/family-members/${ids.member}`).set(b.auth).send({ name: 'Stolen' })],
    ["delete A's member", () => t.http().delete(`/api/family-members/${ids.member}`).set(b.auth)],
    ["change A's reading-list item", () => t.http().patch(`/api/reading-list/${ids.item}`).set(b.auth).send({ reading_status: 'completed' })],
    ["delete A's reading-list item", () => t.http().delete(`/api/reading-list/${ids.item}`).set(b.auth)],
    ["delete A's scan", () => t.http().delete(`/api/scan-history/${ids.scan}`).set(b.auth)],
    [
      "add to A's member's list",
      () => t.http().post('/api/reading-list').set(b.auth).send({ reader_id: ids.member, reader_name: 'x', title: 'Wonder', author: 'R. J. Palacio' }),
    ],
    ["record a scan for A's member", () => t.http().post('/api/scan-history').set(b.auth).send({ reader_id: ids.member, book_title: 'Wonder' })],
    ["write A's member's summary", () => t.http().post('/api/reader-profiles/summary').set(b.auth).send({ reader_id: ids.member, quizData: {} })],
    [
      "update A's member's summary from books",
      () => t.http().post('/api/reader-profiles/update-from-books').set(b.auth).send({ reader_id: ids.member, booksLiked: 'Holes' }),
    ],
    ["read A's member's reading goal", () => t.http().get(`/api/reading-goals/${ids.member}`).set(b.auth)],
    ["set A's member's reading goal", () => t.http().put(`/api/reading-goals/${ids.member}`).set(b.auth).send({ target: 1 })],
  ])('B cannot %s: 404', async (_case, call) => {
    const res = await call();
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it("leaves A's rows exactly as they were", async () => {
    const [member] = (await t.http().get('/api/family-members').set(a.auth).expect(200)).body;
    expect(member).toMatchObject({ id: ids.member, name: 'Private', ai_summary: null });
    const [item] = (await t.http().get('/api/reading-list').set(a.auth).expect(200)).body;
    expect(item).toMatchObject({ id: ids.item, reading_status: 'to_read' });
    expect((await t.http().get('/api/scan-history').set(a.auth).expect(200)).body).toHaveLength(1);
    expect((await t.http().get('/api/reading-profile').set(a.auth).expect(200)).body.reading_filter).toBe('secret summary');
    expect((await t.http().get('/api/family-values').set(a.auth).expect(200)).body).toEqual({ data: { values: ['kindness'] } });
    expect((await t.http().get(`/api/reading-goals/${ids.member}`).set(a.auth).expect(200)).body.target).toBe(12);
  });

  it("B's own PUTs never touch A's single-row documents", async () => {
    await t
      .http()
      .put('/api/family-values')
      .set(b.auth)
      .send({ data: { values: ['b'] } })
      .expect(200);
    await t.http().put('/api/reading-profile').set(b.auth).send({ reading_filter: 'b summary' }).expect(200);
    await t.http().delete('/api/reading-profile').set(b.auth).expect(204);
    const rows = await query<{ n: number }>(t, `select count(*)::int as n from user_reading_profiles where user_id = ?`, [a.id]);
    expect(rows[0].n).toBe(1);
    expect((await t.http().get('/api/family-values').set(a.auth).expect(200)).body).toEqual({ data: { values: ['kindness'] } });
  });

  it.each([
    ['GET', '/api/family-members'],
    ['POST', '/api/family-members'],
    ['PATCH', '/api/family-members/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/family-members/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/family-values'],
    ['PUT', '/api/family-values'],
    ['GET', '/api/reading-profile'],
    ['PUT', '/api/reading-profile'],
    ['DELETE', '/api/reading-profile'],
    ['POST', '/api/reader-profiles/summary'],
    ['POST', '/api/reader-profiles/update-from-books'],
    ['GET', '/api/reading-list'],
    ['GET', '/api/reading-list/export.csv'],
    ['POST', '/api/reading-list'],
    ['PATCH', '/api/reading-list/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/reading-list/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/reading-goals/self'],
    ['PUT', '/api/reading-goals/self'],
    ['GET', '/api/scan-history'],
    ['POST', '/api/scan-history'],
    ['DELETE', '/api/scan-history/00000000-0000-4000-8000-000000000000'],
  ])('%s %s without a token: 401', async (method, path) => {
    const agent = t.http() as unknown as Record<string, (p: string) => { send: (b: unknown) => Promise<{ status: number; body: { code: string } }> }>;
    const res = await agent[method.toLowerCase()](path).send({});
    expect(res.status).toBe(401);
  });

  it('refuses a token signed with another secret: 401', async () => {
    await t.http().get('/api/family-members').set({ Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' }).expect(401);
  });
});
