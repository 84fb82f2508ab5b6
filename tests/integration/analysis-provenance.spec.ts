import type { AppConfig } from '../../api/config/app-config.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { createUser, sql, type TestUser } from './admin-auth.helper.js';
import { book, bookPrefix, csvOf, importBooksCsv } from './admin-books.helper.js';
import { fakeOpenAi } from './books-openai.helper.js';

/**
 * "Say where every rating comes from" (issue #18, part 5): every analysis carries `provenance`
 * ({ source, updated_at, model? }) for the book's ratings, cached answers too; a category nobody
 * rated is listed in `notRated` and never called clean.
 */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('ratings provenance of catalog books', () => {
  let t: TestApp;
  let parent: SignedUp;
  let admin: TestUser;
  const analyze = async (q: Record<string, string>) =>
    (await t.http().post('/api/books/analyze').set(parent.auth).send({ book: q, reader_id: 'self' }).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    parent = await signUp(t, 'provenance');
    admin = await createUser(t, { admin: true, unlocked: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a starter book is rated by the editors, fresh and cached alike', async () => {
    const fresh = await analyze({ isbn: '9780064400558' });
    expect({ title: fresh.title, provenance: fresh.provenance, notRated: fresh.notRated }).toEqual({
      title: "Charlotte's Web",
      provenance: { source: 'starter', updated_at: expect.stringMatching(ISO) },
      notRated: [],
    });
    const cached = await analyze({ isbn: '9780064400558' });
    expect(cached.provenance).toEqual(fresh.provenance);
  });

  it('an imported book is rated from the import, and an accepted correction makes it "correction"', async () => {
    const record = book(bookPrefix('prov'), 1);
    await importBooksCsv(t, admin, csvOf([record])).expect(200);
    const imported = await analyze({ isbn: record.isbn });
    expect(imported.provenance).toEqual({ source: 'import', updated_at: expect.stringMatching(ISO) });

    const filed = await t
      .http()
      .post('/api/books/corrections')
      .set(parent.auth)
      .send({ title: record.title, author: record.author, isbn: record.isbn, category: 'violence', kind: 'missing_content', note: 'A fight in chapter 2.' })
      .expect(201);
    await t
      .http()
      .patch(`/api/admin/corrections/${filed.body.id}`)
      .set(admin.auth)
      .send({ action: 'accept', severity: 2, example: 'A schoolyard fight in chapter 2.' })
      .expect(200);
    const corrected = await analyze({ isbn: record.isbn });
    expect(corrected.provenance).toEqual({ source: 'correction', updated_at: expect.stringMatching(ISO) });
    expect(Date.parse(corrected.provenance.updated_at)).toBeGreaterThanOrEqual(Date.parse(imported.provenance.updated_at));
  });

  it("an admin's fix that leaves the ratings alone keeps their provenance", async () => {
    const record = book(bookPrefix('prov-fix'), 2);
    await importBooksCsv(t, admin, csvOf([record])).expect(200);
    await sql(t, `update book_content_analysis set author = author || '   ' where isbn = $1`, [record.isbn]);
    const fixed = await t.http().post(`/api/admin/books/${record.isbn}/fix`).set(admin.auth).expect(200);
    expect(fixed.body.changes).toEqual([expect.objectContaining({ field: 'author' })]);
    expect((await analyze({ isbn: record.isbn })).provenance.source).toBe('import');
  });

  it('the local chat says a category nobody rated is not rated, never that the notes flag none', async () => {
    const title = `Quillon Harrowgate ${Math.random().toString(36).slice(2, 7)}`;
    await sql(
      t,
      `insert into book_content_analysis (title, author, summary, source, ratings_source, ratings_unrated) values ($1, 'J. Penn', 'A quiet story.', 'ai', 'ai', '{sexual_content}')`,
      [title],
    );
    const res = await t
      .http()
      .post('/api/books/chat')
      .set(parent.auth)
      .send({ book: { title, author: 'J. Penn', summary: '' }, question: 'Any romance?', reader_id: 'self' })
      .expect(200);
    expect(res.body.response).toBe(`ShelfCheck's notes for ${title} do not rate sexual content (not rated), so they cannot say whether it is there.`);
  });
});

describe('ratings provenance of an AI analysis, with categories left out', () => {
  const ai = fakeOpenAi();
  let t: TestApp;
  let parent: SignedUp;
  let readerId: string;

  beforeAll(async () => {
    const port = await ai.listen();
    t = await startTestApp({
      openai: { apiKey: 'test-key', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'tiny-model', timeoutMs: 60_000, maxRetries: 0 } as AppConfig['openai'],
    });
    parent = await signUp(t, 'provenance-ai');
    // Noor's parent screens sexual content, which the AI's answer below does not rate
    const res = await t
      .http()
      .post('/api/family-members')
      .set(parent.auth)
      .send({ name: 'Noor', age: 11, reading_level: 'Middle School', content_tolerance: { sexual_content: 0 } });
    expect(res.status).toBe(201);
    readerId = res.body.id;
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('is estimated by AI with its model; unrated categories stay "not rated" in the catalog and are never called clean', async () => {
    const title = `Quillon Marrowlight ${Math.random().toString(36).slice(2, 7)}`;
    ai.on('identify_book', 'ok', { status: 'one', books: [{ title, author: 'J. Penn', isbn: null, confidence: 0.9 }] });
    ai.on('book_facts', 'ok', {
      title,
      author: 'J. Penn',
      isbn: null,
      summary: 'A lighthouse keeper’s son maps the tides.',
      ageMin: 9,
      ageMax: 12,
      series: null,
      seriesVolume: null,
      tags: ['fantasy'],
      // every category rated except sexual content
      categories: [
        'violence',
        'profanity',
        'lgbtq_content',
        'drugs_alcohol',
        'death_grief',
        'divorce_separation',
        'religious_themes',
        'religious_irreverence',
        'supernatural_whimsical',
        'supernatural_dark',
        'scary_horror',
        'mental_health',
        'bullying_constructive',
        'bullying_malicious',
        'political_processes',
        'controversial_political',
        'discrimination',
        'body_image',
        'suicide_self_harm',
      ].map((category) => ({ category, present: false, severity: 0, description: '' })),
    });
    const analyze = async () =>
      (
        await t
          .http()
          .post('/api/books/analyze')
          .set(parent.auth)
          .send({ book: { originalQuery: title }, reader_id: readerId })
          .expect(200)
      ).body;
    const first = await analyze();
    expect(first.provenance).toEqual({ source: 'ai', updated_at: expect.stringMatching(ISO), model: 'tiny-model' });
    expect(first.notRated).toEqual([{ category: 'sexual_content', label: 'Sexual Content', zeroTolerance: true }]);
    expect(first.matchReason).not.toContain('No flagged content');
    expect(first.matchReason).toEqual(
      expect.arrayContaining(['Not rated for: Sexual Content', "Not rated for Sexual Content, which Noor's limits rule out: check this book yourself"]),
    );
    expect(first.contentConsiderations.map((c: { category: string }) => c.category)).not.toContain('sexual_content');
    const [row] = await sql<{ ratings_unrated: string[]; ratings_source: string; ratings_model: string }>(
      t,
      'select ratings_unrated, ratings_source, ratings_model from book_content_analysis where title = $1',
      [title],
    );
    expect(row).toEqual({ ratings_unrated: ['sexual_content'], ratings_source: 'ai', ratings_model: 'tiny-model' });

    // the next analysis is read back from the catalog (forced past the cache): the absence is kept
    ai.reset();
    const again = (
      await t
        .http()
        .post('/api/books/analyze')
        .set(parent.auth)
        .send({ book: { originalQuery: title }, reader_id: readerId, forceAnalysis: true })
        .expect(200)
    ).body;
    expect({ calls: ai.requests.length, notRated: again.notRated, provenance: again.provenance }).toEqual({
      calls: 0,
      notRated: first.notRated,
      provenance: first.provenance,
    });
  });
});
