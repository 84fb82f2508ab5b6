import { randomBytes } from 'node:crypto';
import { CATEGORY_IDS } from '../../domain/index.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { createUser, sql, type TestUser } from './admin-auth.helper.js';
import { copyOfStarterBook, freshIsbn } from './catalog-copy.helper.js';

/**
 * Issue 12, "Report a wrong rating": a reader files a correction on a content category of a catalog
 * book; an admin accepts it (the catalog changes, with an audit entry, and the next analysis shows
 * it) or rejects it (nothing changes). On this suite's own copies of two starter books.
 */
// copies of two starter books, made for this suite: accepting a correction changes the catalog row
const SUFFIX = randomBytes(3).toString('hex');
const STONE = { title: `Harry Potter and the Sorcerer's Stone (${SUFFIX})`, author: 'J.K. Rowling', isbn: freshIsbn() };
const CHAMBER_ISBN = freshIsbn();

describe('rating corrections', () => {
  let t: TestApp;
  let parent: SignedUp;
  let admin: TestUser;
  let readerId: string;

  beforeAll(async () => {
    t = await startTestApp();
    await copyOfStarterBook(t, '9780590353427', { isbn: STONE.isbn, title: STONE.title });
    await copyOfStarterBook(t, '9780439064873', { isbn: CHAMBER_ISBN, title: `Harry Potter and the Chamber of Secrets (${SUFFIX})` });
    parent = await signUp(t, 'corrections');
    admin = await createUser(t, { admin: true, unlocked: true });
    const tolerance = Object.fromEntries(CATEGORY_IDS.map((c) => [c, 5]));
    const res = await t
      .http()
      .post('/api/family-members')
      .set(parent.auth)
      .send({ name: 'Mira', age: 11, reading_level: 'Middle School', content_tolerance: tolerance });
    expect(res.status).toBe(201);
    readerId = res.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const file = (auth: { Authorization: string }, body: Record<string, unknown>) => t.http().post('/api/books/corrections').set(auth).send(body);
  const decide = (id: string, body: Record<string, unknown>, auth = admin.auth) => t.http().patch(`/api/admin/corrections/${id}`).set(auth).send(body);
  const analyze = async (isbn: string) =>
    (await t.http().post('/api/books/analyze').set(parent.auth).send({ book: { isbn }, reader_id: readerId }).expect(200)).body;
  const consideration = (
    analysis: { contentConsiderations: { category: string; present: boolean; severity: number; description: string }[] },
    category: string,
  ) => analysis.contentConsiderations.find((c) => c.category === category);
  const catalogRow = async (isbn: string) =>
    (
      await sql<{ violence_flag: boolean; violence_example: string; severity: Record<string, number>; updated_at: Date }>(
        t,
        'select violence_flag, violence_example, severity, updated_at from book_content_analysis where isbn = $1',
        [isbn],
      )
    )[0];

  it('files a correction as open, with the severity its kind proposes', async () => {
    const res = await file(parent.auth, { ...STONE, category: 'violence', kind: 'too_lenient', note: 'The troll fight is scarier than a 2.' }).expect(201);
    expect(res.body).toMatchObject({
      user_id: parent.id,
      isbn: STONE.isbn,
      title: STONE.title,
      category: 'violence',
      kind: 'too_lenient',
      note: 'The troll fight is scarier than a 2.',
      status: 'open',
      proposed_severity: 3,
      decided_by: null,
    });
  });

  it.each([
    ['a factual error without a note', { kind: 'factual_error', category: 'violence' }, 'Please describe the problem in a note'],
    ['an unknown kind', { kind: 'meh', category: 'violence' }, 'Choose what is wrong with this rating'],
    ['an unknown category', { kind: 'too_strict', category: 'romance' }, 'Choose a content category'],
    ['a note over 1000 characters', { kind: 'other', category: 'violence', note: 'word '.repeat(250) }, 'Maximum length is 1000 characters'],
  ])('refuses %s with the domain message', async (_case, body, message) => {
    const res = await file(parent.auth, { ...STONE, ...body }).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message });
  });

  it('refuses a book that is not in the catalog with 404', async () => {
    const res = await file(parent.auth, { title: 'A Book Nobody Wrote', author: 'Nobody At All', category: 'violence', kind: 'too_strict' }).expect(404);
    expect(res.body).toMatchObject({ code: 'not_found', message: "We couldn't find that book in ShelfCheck's catalog, so its rating cannot be corrected." });
  });

  it('needs a sign-in', async () => {
    await t
      .http()
      .post('/api/books/corrections')
      .send({ ...STONE, category: 'violence', kind: 'too_strict' })
      .expect(401);
  });

  it('allows 10 corrections an hour per account, then 429 with the wait', async () => {
    const busy = await signUp(t, 'corrections-busy');
    for (let i = 0; i < 10; i++) await file(busy.auth, { ...STONE, category: 'profanity', kind: 'too_strict' }).expect(201);
    const res = await file(busy.auth, { ...STONE, category: 'profanity', kind: 'too_strict' }).expect(429);
    expect(res.body.message).toMatch(/^Too many correction attempts\. Please wait \d+ minutes\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // another account is not held up
    await file(parent.auth, { ...STONE, category: 'profanity', kind: 'too_strict' }).expect(201);
  });

  it('keeps the queue from non-admins (403) and from admins without an unlock (403)', async () => {
    const locked = await createUser(t, { admin: true });
    const plain = await createUser(t);
    await t.http().get('/api/admin/corrections').set(plain.auth).expect(403);
    await t.http().get('/api/admin/corrections').set(locked.auth).expect(403);
    const open = await file(parent.auth, { ...STONE, category: 'violence', kind: 'too_strict' }).expect(201);
    await decide(open.body.id, { action: 'reject' }, plain.auth).expect(403);
    await t.http().get('/api/admin/corrections').expect(401);
    // the correction is untouched
    expect((await sql<{ status: string }>(t, 'select status from content_corrections where id = $1', [open.body.id]))[0].status).toBe('open');
  });

  it('lists open corrections newest first, with the reporter and current vs proposed', async () => {
    const res = await t.http().get('/api/admin/corrections?status=open').set(admin.auth).expect(200);
    expect(res.body.length).toBeGreaterThan(1);
    expect(res.body.every((c: { status: string }) => c.status === 'open')).toBe(true);
    const times = res.body.map((c: { created_at: string }) => c.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const lenient = res.body.find((c: { kind: string; category: string }) => c.kind === 'too_lenient' && c.category === 'violence');
    expect(lenient).toMatchObject({ reporter_email: parent.email, current: { present: true, severity: 2 }, proposed: { present: true, severity: 3 } });
    await t.http().get('/api/admin/corrections?status=closed').set(admin.auth).expect(400);
  });

  it('accepting changes the catalog, writes the audit entry, and the next analysis reflects it', async () => {
    const before = consideration(await analyze(CHAMBER_ISBN), 'violence')!;
    const rowBefore = await catalogRow(CHAMBER_ISBN);
    const filed = await file(parent.auth, {
      isbn: CHAMBER_ISBN,
      title: 'x',
      author: 'y',
      category: 'violence',
      kind: 'factual_error',
      note: 'The basilisk fight is graphic.',
    }).expect(201);
    const res = await decide(filed.body.id, {
      action: 'accept',
      severity: 4,
      example: 'A giant snake is fought and stabbed with a sword.',
      note: 'Checked chapter 17.',
    }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Correction accepted',
      correction: { id: filed.body.id, status: 'accepted', decided_by: admin.id, decision_note: 'Checked chapter 17.' },
    });

    const row = await catalogRow(CHAMBER_ISBN);
    expect(row).toMatchObject({ violence_flag: true, violence_example: 'A giant snake is fought and stabbed with a sword.' });
    expect(row.severity.violence).toBe(4);
    expect(new Date(row.updated_at).getTime()).toBeGreaterThan(new Date(rowBefore.updated_at).getTime());

    const [audit] = await sql<{ actor_id: string; target: string; details: Record<string, unknown> }>(
      t,
      "select actor_id, target, details from audit_log where action = 'corrections.accepted' and target = $1",
      [filed.body.id],
    );
    expect(audit).toMatchObject({
      actor_id: admin.id,
      details: {
        isbn: CHAMBER_ISBN,
        category: 'violence',
        flag: 'violence',
        before: { present: before.present, severity: before.severity, example: rowBefore.violence_example },
        after: { present: true, severity: 4, example: 'A giant snake is fought and stabbed with a sword.' },
      },
    });

    const [cached] = await sql<{ n: number }>(t, "select count(*)::int as n from analysis_cache where result->>'isbn' = $1", [CHAMBER_ISBN]);
    expect(cached.n).toBe(0); // the analysis made before the acceptance is gone
    const after = consideration(await analyze(CHAMBER_ISBN), 'violence')!;
    expect(after).toMatchObject({ present: true, severity: 4, description: 'A giant snake is fought and stabbed with a sword.' });
  });

  it('accepting "too strict" on a category rated 1 can clear it', async () => {
    await sql(t, `update book_content_analysis set death_grief_flag = true, severity = severity || '{"death_grief": 1}' where isbn = $1`, [STONE.isbn]);
    const filed = await file(parent.auth, { ...STONE, category: 'death_grief', kind: 'too_strict' }).expect(201);
    expect(filed.body.proposed_severity).toBe(0);
    await decide(filed.body.id, { action: 'accept' }).expect(200);
    const [row] = await sql<{ death_grief_flag: boolean; severity: Record<string, number> }>(
      t,
      'select death_grief_flag, severity from book_content_analysis where isbn = $1',
      [STONE.isbn],
    );
    expect(row).toMatchObject({ death_grief_flag: false });
    expect(row.severity.death_grief).toBeUndefined();
  });

  it('refuses an acceptance the domain refuses (400) and leaves the correction open', async () => {
    const filed = await file(parent.auth, { ...STONE, category: 'violence', kind: 'too_lenient' }).expect(201);
    const res = await decide(filed.body.id, { action: 'accept', present: true, severity: 0 }).expect(400);
    expect(res.body.message).toBe('Content that is present needs a severity from 1 to 5');
    await decide(filed.body.id, { action: 'accept', severity: 9 }).expect(400);
    await decide(filed.body.id, { action: 'approve' }).expect(400);
    expect((await sql<{ status: string }>(t, 'select status from content_corrections where id = $1', [filed.body.id]))[0].status).toBe('open');
  });

  it('rejecting leaves the catalog as it was; a second decision is 409', async () => {
    const rowBefore = await catalogRow(STONE.isbn);
    const filed = await file(parent.auth, { ...STONE, category: 'violence', kind: 'too_lenient', note: 'Feels mild to me.' }).expect(201);
    const res = await decide(filed.body.id, { action: 'reject', note: 'The rating matches the book.' }).expect(200);
    expect(res.body).toMatchObject({ message: 'Correction rejected', correction: { status: 'rejected', decision_note: 'The rating matches the book.' } });
    expect(await catalogRow(STONE.isbn)).toEqual(rowBefore);
    const [audit] = await sql(t, "select actor_id from audit_log where action = 'corrections.rejected' and target = $1", [filed.body.id]);
    expect(audit).toEqual({ actor_id: admin.id });

    const again = await decide(filed.body.id, { action: 'accept' }).expect(409);
    expect(again.body).toMatchObject({ code: 'conflict', message: 'Cannot accept a correction that is rejected' });
    await decide(filed.body.id, { action: 'reject' }).expect(409);
    expect(await catalogRow(STONE.isbn)).toEqual(rowBefore);
  });

  it('answers 404 for an unknown correction', async () => {
    await decide('00000000-0000-4000-8000-000000000000', { action: 'reject' }).expect(404);
    await decide('not-a-uuid', { action: 'reject' }).expect(404);
  });

  it('of two admins deciding at once, one wins and the other gets 409', async () => {
    const other = await createUser(t, { admin: true, unlocked: true });
    const filed = await file(parent.auth, { ...STONE, category: 'violence', kind: 'too_lenient' }).expect(201);
    const [a, b] = await Promise.all([decide(filed.body.id, { action: 'accept' }), decide(filed.body.id, { action: 'reject' }, other.auth)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [row] = await sql<{ n: number }>(t, "select count(*)::int as n from audit_log where target = $1 and action like 'corrections.%'", [filed.body.id]);
    expect(row.n).toBe(1);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/docs').expect(200)).body;
    expect(doc.paths['/api/books/corrections'].post).toBeDefined();
    expect(doc.paths['/api/admin/corrections'].get).toBeDefined();
    expect(doc.paths['/api/admin/corrections/{id}'].patch).toBeDefined();
  });
});
