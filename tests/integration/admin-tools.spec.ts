import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app.js';
import { adminAppForSuite, sql, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf, isbn13 } from './admin-books.helper.js';

describe('fix book data and the insight test', () => {
  let t: TestApp;
  let admin: TestUser;
  adminAppForSuite((s) => ({ t, admin } = s));

  const fix = (isbn: string) =>
    t
      .http()
      .post(`/api/admin/books/${encodeURIComponent(isbn)}/fix`)
      .set(admin.auth);
  const insights = (body: object) => t.http().post('/api/admin/insights').set(admin.auth).send(body);

  describe('fix book data', () => {
    it('re-derives a messy row, saves it, lists every change and notes what it cannot decide', async () => {
      const p = bookPrefix('fix');
      const isbn = isbn13(Math.floor(Math.random() * 1e8));
      const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 12)}-${isbn.slice(12)}`;
      const id = randomUUID();
      await sql(
        t,
        `insert into book_content_analysis (id, isbn, title, author, summary, violence_flag, violence_example, profanity_crude_language_example)
         values ($1, $2, $3, $4, $5, true, $6, $7)`,
        [id, hyphenated, `  ${p}  The\nTitle `, `${p} An   Author`, ' A summary. ', ' a fight ', 'one rude word'],
      );
      const res = await fix(hyphenated).expect(200);
      expect(res.body.message).toBe('Book data fixed! Please refresh the book scanner page.');
      expect(res.body.changes).toEqual([
        { field: 'isbn', before: hyphenated, after: isbn },
        { field: 'title', before: `  ${p}  The\nTitle `, after: `${p} The Title` },
        { field: 'author', before: `${p} An   Author`, after: `${p} An Author` },
        { field: 'summary', before: ' A summary. ', after: 'A summary.' },
        { field: 'violence_example', before: ' a fight ', after: 'a fight' },
      ]);
      expect(res.body.notes).toEqual(['profanity_crude_language_example is filled in while profanity_crude_language_flag is no']);
      expect(res.body.book).toMatchObject({ id, isbn, title: `${p} The Title`, updated_at: t.clock.now().toISOString() });
      const [row] = await sql<{ isbn: string; title: string }>(t, 'select isbn, title from book_content_analysis where id = $1', [id]);
      expect(row).toEqual({ isbn, title: `${p} The Title` });
      const [audit] = await sql<{ action: string; target: string }>(t, "select action, target from audit_log where actor_id = $1 and action = 'books.fixed'", [
        admin.id,
      ]);
      expect(audit).toEqual({ action: 'books.fixed', target: hyphenated });
    });

    it('says so when nothing needs fixing, and changes nothing', async () => {
      const p = bookPrefix('clean');
      const b = book(p, 1);
      await t
        .http()
        .post('/api/admin/books/import')
        .set(admin.auth)
        .send({ csvContent: csvOf([b]) })
        .expect(200);
      const res = await fix(b.isbn).expect(200);
      expect(res.body).toMatchObject({ changes: [], notes: [], message: 'Book data checked: nothing needed fixing.' });
    });

    it('answers 404 for an ISBN the catalog does not hold', async () => {
      const res = await fix('9780000000002').expect(404);
      expect(res.body.message).toBe('No book with ISBN 9780000000002');
    });
  });

  describe('insight test', () => {
    const p = bookPrefix('insight');
    const flagged = book(p, 0); // book 0: violence, drug_alcohol_use… set to yes (every fifth flag)
    const gentle = book(p, 1, { flags: Object.fromEntries(Object.keys(book(p, 1).flags).map((f) => [f, false])) as never, examples: book(p, 2).examples });

    beforeAll(async () => {
      await t
        .http()
        .post('/api/admin/books/import')
        .set(admin.auth)
        .send({ csvContent: csvOf([flagged, gentle]) })
        .expect(200);
    });

    it.each(['personalized-summary', 'content-explanation', 'recommendation-reasoning'])(
      'writes the %s for a reader of the given age at Grade 5',
      async (insightType) => {
        const res = await insights({ isbn: flagged.isbn, readerAge: 7, insightType }).expect(200);
        expect(typeof res.body.insight).toBe('string');
        expect(res.body.insight.length).toBeGreaterThan(20);
        expect(res.body).toMatchObject({ reader: { age: 7, reading_level: 'Grade 5' }, source: 'local' });
        expect(res.body.insights).toBeUndefined();
      },
    );

    it('generates all three at once, for a 10-year-old when no age is given', async () => {
      const res = await insights({ isbn: flagged.isbn, insightType: 'all' }).expect(200);
      expect(Object.keys(res.body.insights).sort()).toEqual(['content-explanation', 'personalized-summary', 'recommendation-reasoning']);
      expect(res.body.reader).toEqual({ age: 10, reading_level: 'Grade 5' });
      expect(res.body.insights['personalized-summary']).toContain('For a 10-year-old reading at Grade 5 level');
      expect(res.body.insights['content-explanation']).toContain('Violence: violence example of 0');
    });

    it('judges the same book differently for a younger and an older reader', async () => {
      const young = await insights({ isbn: flagged.isbn, readerAge: 5, insightType: 'recommendation-reasoning' }).expect(200);
      const old = await insights({ isbn: flagged.isbn, readerAge: 18, insightType: 'recommendation-reasoning' }).expect(200);
      expect(young.body.match.matchScore).toBeLessThan(old.body.match.matchScore);
      expect(young.body.insight).toMatch(/^Not recommended for a 5-year-old/);
    });

    it('explains a book with no flagged content', async () => {
      const res = await insights({ isbn: gentle.isbn, readerAge: 9, insightType: 'content-explanation' }).expect(200);
      expect(res.body.insight).toBe(`${gentle.title} has no flagged content.`);
    });

    it.each([
      [{ insightType: 'all' }, 'Select a book'],
      [{ isbn: '  ', insightType: 'all' }, 'Select a book'],
      [{ isbn: '9780064404990', readerAge: 4, insightType: 'all' }, 'Reader age must be between 5 and 18'],
      [{ isbn: '9780064404990', readerAge: 19, insightType: 'personalized-summary' }, 'Reader age must be between 5 and 18'],
    ])('refuses %j with 400: %s', async (body, message) => {
      const res = await insights(body).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses an unknown insight type with 400 and an unknown book with 404', async () => {
      await insights({ isbn: flagged.isbn, insightType: 'horoscope' }).expect(400);
      const res = await insights({ isbn: '9780000000002', insightType: 'all' }).expect(404);
      expect(res.body.message).toBe('No book with ISBN 9780000000002');
    });
  });
});
