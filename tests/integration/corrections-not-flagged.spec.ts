import { randomBytes } from 'node:crypto';
import { CATALOG_FLAG_BY_CATEGORY, CATEGORY_IDS, type CategoryId } from '../../domain/index.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { createUser, sql, type TestUser } from './admin-auth.helper.js';
import { copyOfStarterBook, freshIsbn } from './catalog-copy.helper.js';

/**
 * Issue 12: 'Report a problem' on every consideration, including a category the book does not flag
 * (level 0), e.g. to report missing content. The API takes it as any other report; accepting it
 * turns the category on in the catalog. On this suite's own copy of a starter book.
 */
const BOOK = { title: `Harry Potter and the Chamber of Secrets (${randomBytes(3).toString('hex')})`, author: 'J.K. Rowling', isbn: freshIsbn() };

describe('a report on a category the book does not flag', () => {
  let t: TestApp;
  let parent: SignedUp;
  let admin: TestUser;
  let readerId: string;

  beforeAll(async () => {
    t = await startTestApp();
    await copyOfStarterBook(t, '9780439064873', { isbn: BOOK.isbn, title: BOOK.title });
    parent = await signUp(t, 'not-flagged');
    admin = await createUser(t, { admin: true, unlocked: true });
    const res = await t.http().post('/api/family-members').set(parent.auth).send({ name: 'Mira', age: 11, reading_level: 'Middle School' });
    expect(res.status).toBe(201);
    readerId = res.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is filed with level 0 as it stands, proposes 1 for missing content, and accepting it flags the category', async () => {
    const analysis = (
      await t
        .http()
        .post('/api/books/analyze')
        .set(parent.auth)
        .send({ book: { isbn: BOOK.isbn }, reader_id: readerId })
        .expect(200)
    ).body as {
      contentConsiderations: { category: CategoryId; present: boolean; severity: number }[];
    };
    const notFlagged = analysis.contentConsiderations.find((c) => !c.present && CATEGORY_IDS.includes(c.category));
    expect(notFlagged).toMatchObject({ present: false, severity: 0 });
    const category = notFlagged!.category;
    const flag = CATALOG_FLAG_BY_CATEGORY[category];

    const filed = await t
      .http()
      .post('/api/books/corrections')
      .set(parent.auth)
      .send({ ...BOOK, category, kind: 'missing_content', note: 'Chapter 9 has this.' });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ category, kind: 'missing_content', status: 'open', proposed_severity: 1, note: 'Chapter 9 has this.' });

    const queue = (await t.http().get('/api/admin/corrections?status=open').set(admin.auth).expect(200)).body as {
      id: string;
      current: unknown;
      proposed: unknown;
    }[];
    const queued = queue.find((c) => c.id === filed.body.id);
    expect(queued).toMatchObject({ current: { present: false, severity: 0 }, proposed: { present: true, severity: 1 } });

    const decided = await t
      .http()
      .patch(`/api/admin/corrections/${filed.body.id}`)
      .set(admin.auth)
      .send({ action: 'accept', example: 'A scene in chapter 9.' });
    expect([decided.status, decided.body.message]).toEqual([200, 'Correction accepted']);
    const [row] = await sql<Record<string, unknown>>(
      t,
      `select ${flag}_flag as flagged, ${flag}_example as example from book_content_analysis where isbn = $1`,
      [BOOK.isbn],
    );
    expect(row).toEqual({ flagged: true, example: 'A scene in chapter 9.' });
  });

  it('a note is still required for missing content', async () => {
    const res = await t
      .http()
      .post('/api/books/corrections')
      .set(parent.auth)
      .send({ ...BOOK, category: 'violence', kind: 'missing_content' });
    expect([res.status, res.body.errors]).toEqual([400, ['Please describe the problem in a note']]);
  });
});
