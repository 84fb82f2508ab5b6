import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';

describe('reader data', () => {
  let t: TestApp;
  let a: SignedUp;
  let b: SignedUp;
  beforeAll(async () => {
    t = await startTestApp();
    a = await signUp(t, 'reader-a');
    b = await signUp(t, 'reader-b');
  });
  afterAll(() => t.close());

  const addMember = (who: SignedUp, body: Record<string, unknown>) => t.http().post('/api/family-members').set(who.auth).send(body);

  it('adds, lists (oldest first), changes and removes family members', async () => {
    const first = await addMember(a, { name: 'Mia', age: 8, reading_level: 'Elementary' }).expect(201);
    t.clock.advance(1000);
    const second = await addMember(a, { name: 'Leo', age: 13, reading_level: 'Middle School' }).expect(201);
    const list = await t.http().get('/api/family-members').set(a.auth).expect(200);
    expect(list.body.map((m: { name: string }) => m.name).slice(-2)).toEqual(['Mia', 'Leo']);
    const patched = await t.http().patch(`/api/family-members/${first.body.id}`).set(a.auth).send({ age: 9 }).expect(200);
    expect(patched.body).toMatchObject({ name: 'Mia', age: 9 });
    await t.http().delete(`/api/family-members/${second.body.id}`).set(a.auth).expect(204);
    await t.http().delete(`/api/family-members/${second.body.id}`).set(a.auth).expect(404);
  });

  it.each([
    ['an empty name', { name: '  ', age: 8, reading_level: 'Elementary' }, 'Name is required'],
    ['age 0', { name: 'Mia', age: 0, reading_level: 'Elementary' }, null],
    ['age 121', { name: 'Mia', age: 121, reading_level: 'Elementary' }, null],
    ['no reading level', { name: 'Mia', age: 8 }, 'Reading level is required'],
    ['an unknown reading level', { name: 'Mia', age: 8, reading_level: 'Wizard' }, null],
  ])('refuses a member with %s', async (_case, body, message) => {
    const res = await addMember(a, body).expect(400);
    expect(res.body.code).toBe('validation_failed');
    if (message) expect(res.body.errors).toContain(message);
  });

  it('refuses a non-integer age by shape', async () => {
    await addMember(a, { name: 'Mia', age: 8.5, reading_level: 'Elementary' }).expect(400);
  });

  it("keeps every account's members, values, profile, list and history away from the others", async () => {
    const member = await addMember(a, { name: 'Private', age: 7, reading_level: 'Elementary' }).expect(201);
    await t.http().put('/api/family-values').set(a.auth).send({ data: { values: ['kindness'] } }).expect(200);
    await t.http().put('/api/reading-profile').set(a.auth).send({ display_name: 'A' }).expect(200);
    const item = await t.http().post('/api/reading-list').set(a.auth).send({ reader_id: member.body.id, reader_name: 'Private (Age 7)', title: 'Holes', author: 'Louis Sachar' }).expect(201);
    const scan = await t.http().post('/api/scan-history').set(a.auth).send({ book_title: 'Holes', scan_type: 'manual-search' }).expect(201);

    await t.http().patch(`/api/family-members/${member.body.id}`).set(b.auth).send({ name: 'Stolen' }).expect(404);
    await t.http().delete(`/api/family-members/${member.body.id}`).set(b.auth).expect(404);
    await t.http().patch(`/api/reading-list/${item.body.id}`).set(b.auth).send({ reading_status: 'completed' }).expect(404);
    await t.http().delete(`/api/reading-list/${item.body.id}`).set(b.auth).expect(404);
    await t.http().delete(`/api/scan-history/${scan.body.id}`).set(b.auth).expect(404);
    expect((await t.http().get('/api/family-members').set(b.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/reading-list').set(b.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/scan-history').set(b.auth).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/family-values').set(b.auth).expect(200)).body).toEqual({ data: {} });
    expect((await t.http().get('/api/reading-profile').set(b.auth).expect(200)).body).toBeNull();
    // B cannot add to A's member's list either
    await t.http().post('/api/reading-list').set(b.auth).send({ reader_id: member.body.id, reader_name: 'x', title: 'Holes', author: 'Louis Sachar' }).expect(404);
    await t.http().get('/api/family-members').expect(401);
  });

  it("refuses the same book twice for one reader in any case, and only one of two simultaneous adds wins", async () => {
    const body = { reader_id: 'self', reader_name: 'Me', title: 'Wonder', author: 'R. J. Palacio' };
    await t.http().post('/api/reading-list').set(a.auth).send(body).expect(201);
    const dup = await t.http().post('/api/reading-list').set(a.auth).send({ ...body, title: 'WONDER ', author: 'r. j. palacio' }).expect(409);
    expect(dup.body).toMatchObject({ code: 'conflict', message: 'Book already in reading list' });
    const race = { ...body, title: 'Matilda', author: 'Roald Dahl' };
    const statuses = (await Promise.all([1, 2, 3].map(() => t.http().post('/api/reading-list').set(a.auth).send(race)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const rows = await t.orm.em.fork().getConnection().execute(`select count(*)::int as n from reading_list where user_id = ? and lower(title) = 'matilda'`, [a.id]);
    expect(rows[0].n).toBe(1);
  });

  it('stamps the status times from the clock and marks a book ready for review after more than 24 hours', async () => {
    const item = await t.http().post('/api/reading-list').set(a.auth).send({ reader_id: 'self', reader_name: 'Me', title: 'Hatchet', author: 'Gary Paulsen' }).expect(201);
    expect(item.body).toMatchObject({ reading_status: 'to_read', started_reading_at: null, completed_reading_at: null });
    const started = t.clock.now();
    const reading = await t.http().patch(`/api/reading-list/${item.body.id}`).set(a.auth).send({ reading_status: 'currently_reading' }).expect(200);
    expect(reading.body.started_reading_at).toBe(started.toISOString());
    const readyOf = async () => (await t.http().get('/api/reading-list').set(a.auth).expect(200)).body.find((i: { id: string }) => i.id === item.body.id).ready_for_review;
    t.clock.set(new Date(started.getTime() + 24 * 3_600_000));
    expect(await readyOf()).toBe(false);
    t.clock.set(new Date(started.getTime() + 24 * 3_600_000 + 1));
    expect(await readyOf()).toBe(true);
    const done = await t.http().patch(`/api/reading-list/${item.body.id}`).set(a.auth).send({ reading_status: 'completed' }).expect(200);
    expect(done.body.completed_reading_at).toBe(t.clock.now().toISOString());
    expect(done.body.ready_for_review).toBe(false);
    await t.http().patch(`/api/reading-list/${item.body.id}`).set(a.auth).send({ reading_status: 'finished' }).expect(400);
  });

  it('reads back the newest 25 scans, newest first', async () => {
    const u = await signUp(t, 'history');
    for (let i = 0; i < 27; i++) {
      t.clock.advance(1000);
      await t.http().post('/api/scan-history').set(u.auth).send({ book_title: `Book ${i}`, scan_type: 'camera-scan' }).expect(201);
    }
    const res = await t.http().get('/api/scan-history').set(u.auth).expect(200);
    expect(res.body).toHaveLength(25);
    expect(res.body[0].book_title).toBe('Book 26');
    expect(res.body[24].book_title).toBe('Book 2');
  });

  it('writes a local reading summary from the quiz and saves it on the member', async () => {
    const member = await addMember(a, { name: 'Ada', age: 10, reading_level: 'Elementary' }).expect(201);
    const quizData = { book_preferences: { genres: ['fantasy', 'mystery'], themes: ['good_vs_evil'], tones: ['suspenseful'] }, content_tolerance: { violence: 1, scary_horror: 4 }, loved_books: 'Matilda' };
    const res = await t.http().post('/api/reader-profiles/summary').set(a.auth).send({ reader_id: member.body.id, quizData }).expect(200);
    expect(res.body.source).toBe('local');
    expect(res.body.summary).toMatch(/Ada is 10/);
    expect(res.body.summary).toMatch(/fantasy and mystery/);
    expect(res.body.summary).toMatch(/Books to try:/);
    const saved = (await t.http().get('/api/family-members').set(a.auth).expect(200)).body.find((m: { id: string }) => m.id === member.body.id);
    expect(saved).toMatchObject({ ai_summary: res.body.summary, has_completed_quiz: true, content_tolerance: { violence: 1, scary_horror: 4 } });
  });

  it("updates a summary from books liked, and asks for information when both are empty", async () => {
    const empty = await t.http().post('/api/reader-profiles/update-from-books').set(a.auth).send({ reader_id: 'self', booksLiked: ' ', booksDisliked: '' }).expect(400);
    expect(empty.body.message).toBe('Please add some information');
    const res = await t.http().post('/api/reader-profiles/update-from-books').set(a.auth).send({ reader_id: 'self', booksLiked: 'Holes', booksDisliked: 'Twilight' }).expect(200);
    expect(res.body.summary).toMatch(/Recently enjoyed: Holes/);
    const profile = await t.http().get('/api/reading-profile').set(a.auth).expect(200);
    expect(profile.body.reading_filter).toBe(res.body.summary);
  });
});
