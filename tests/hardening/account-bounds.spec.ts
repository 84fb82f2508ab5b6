import { ACCOUNT_LIMIT_MESSAGES, ACCOUNT_LIMITS } from '../../domain/index.js';
import { sql } from '../integration/admin-auth.helper.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';

/** Issue #19, item 7: what one account may hold, and lists answered a page at a time. */
describe('item 7: per-account bounds and pages', () => {
  let t: TestApp;
  let u: SignedUp;
  beforeAll(async () => {
    t = await startTestApp();
    u = await signUp(t, 'bounds');
  });
  afterAll(() => t.close());

  const limitReached = (res: { status: number; body: { code?: string; message?: string } }, message: string) =>
    expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({ status: 409, code: 'limit_reached', message });

  it('family values: a 10 MB JSON is refused by size, one over 20,000 characters by the bound, and nothing is kept', async () => {
    const huge = await t
      .http()
      .put('/api/family-values')
      .set(u.auth)
      .send({ data: { notes: 'x'.repeat(10 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    const long = await t
      .http()
      .put('/api/family-values')
      .set(u.auth)
      .send({ data: { notes: 'x'.repeat(ACCOUNT_LIMITS.familyValuesChars) } });
    limitReached(long, ACCOUNT_LIMIT_MESSAGES.familyValuesChars);
    expect((await t.http().get('/api/family-values').set(u.auth).expect(200)).body).toEqual({ data: {} });
    await t
      .http()
      .put('/api/family-values')
      .set(u.auth)
      .send({ data: { values: ['kindness'] } })
      .expect(200);
  });

  it(`family members: the ${ACCOUNT_LIMITS.familyMembers + 1}st is refused; the list is a page with X-Total-Count`, async () => {
    const add = (i: number) =>
      t
        .http()
        .post('/api/family-members')
        .set(u.auth)
        .send({ name: `Kid ${String.fromCharCode(65 + (i % 26))}${i}`.replace(/\d/g, ''), age: 9, reading_level: 'Elementary' });
    for (let i = 0; i < ACCOUNT_LIMITS.familyMembers; i++) {
      const res = await add(i);
      expect(res.status).toBe(201);
    }
    limitReached(await add(99), ACCOUNT_LIMIT_MESSAGES.familyMembers);
    const page = await t.http().get('/api/family-members?limit=10&offset=25').set(u.auth).expect(200);
    expect(Array.isArray(page.body)).toBe(true);
    expect(page.body).toHaveLength(5);
    expect(page.headers['x-total-count']).toBe(String(ACCOUNT_LIMITS.familyMembers));
    expect(page.headers['x-next-offset']).toBeUndefined();
    const first = await t.http().get('/api/family-members?limit=10').set(u.auth).expect(200);
    expect(first.headers['x-next-offset']).toBe('10');
    expect(first.headers.link).toBe('</api/family-members?limit=10&offset=10>; rel="next"');
  });

  it('reading list: pages of at most 100 with the total; the 5,001st book and an import past the bound are refused', async () => {
    const v = await signUp(t, 'books');
    // 4,999 books straight into the table (the API would take minutes), then two through the API
    await sql(
      t,
      `insert into reading_list (user_id, reader_id, reader_name, title, author)
       select $1, 'self', 'Me', 'Book ' || g, 'Author ' || g from generate_series(1, $2::int) g`,
      [v.id, ACCOUNT_LIMITS.readingListItems - 1],
    );
    await t.http().post('/api/reading-list').set(v.auth).send({ reader_id: 'self', title: 'Holes', author: 'Louis Sachar' }).expect(201);
    limitReached(
      await t.http().post('/api/reading-list').set(v.auth).send({ reader_id: 'self', title: 'Wonder', author: 'R. J. Palacio' }),
      ACCOUNT_LIMIT_MESSAGES.readingListItems,
    );

    const csv = 'Book Id,Title,Author,ISBN,ISBN13,Date Read,Exclusive Shelf\n1,Matilda,Roald Dahl,,,2024/05/14,read\n';
    limitReached(
      await t.http().post('/api/reading-list/import').set(v.auth).send({ reader_id: 'self', csvContent: csv, dryRun: false }),
      ACCOUNT_LIMIT_MESSAGES.readingListItems,
    );

    const page = await t.http().get('/api/reading-list').set(v.auth).expect(200);
    expect(page.body).toHaveLength(100);
    expect(page.headers['x-total-count']).toBe(String(ACCOUNT_LIMITS.readingListItems));
    expect(page.headers['x-next-offset']).toBe('100');
    const asked = await t.http().get('/api/reading-list?limit=1000&offset=4950').set(v.auth).expect(200);
    expect(asked.body).toHaveLength(50); // a limit over 100 is read as 100
    expect(asked.headers['x-next-offset']).toBeUndefined();
    const bad = await t.http().get('/api/reading-list?limit=-1').set(v.auth);
    expect(bad.status).toBe(400);
  }, 60_000);

  it(`feedback: the ${ACCOUNT_LIMITS.feedbackPerAccount + 1}st message of one account is refused`, async () => {
    const w = await signUp(t, 'talker');
    await sql(
      t,
      `insert into feedback (user_id, feedback_text, created_at) select $1, 'Old message number ' || g, now() - interval '1 day' from generate_series(1, $2::int) g`,
      [w.id, ACCOUNT_LIMITS.feedbackPerAccount],
    );
    limitReached(
      await t.http().post('/api/feedback').set(w.auth).send({ feedback_text: 'One more thing to say about the app', rating: 4, category: 'general' }),
      ACCOUNT_LIMIT_MESSAGES.feedbackPerAccount,
    );
  });

  it(`scan history: only the latest ${ACCOUNT_LIMITS.scanHistoryKept} scans are kept`, async () => {
    const s = await signUp(t, 'scanner');
    await sql(
      t,
      `insert into scan_history (user_id, book_title, created_at) select $1, 'Old ' || g, now() - interval '1 day' + g * interval '1 second' from generate_series(1, $2::int) g`,
      [s.id, ACCOUNT_LIMITS.scanHistoryKept],
    );
    await t.http().post('/api/scan-history').set(s.auth).send({ book_title: 'Newest' }).expect(201);
    const [{ n }] = await sql<{ n: string }>(t, 'select count(*) as n from scan_history where user_id = $1', [s.id]);
    expect(Number(n)).toBe(ACCOUNT_LIMITS.scanHistoryKept);
    const [{ oldest }] = await sql<{ oldest: string }>(t, 'select min(book_title) as oldest from scan_history where user_id = $1 and book_title like $2', [
      s.id,
      'Old 1',
    ]);
    expect(oldest).toBeNull(); // 'Old 1', the oldest, was forgotten
  });
});
