import { CATEGORY_IDS } from '../../domain/index.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';

/**
 * Issue 12, series: the analysis card warns when a later volume of the series goes past the
 * reader's limits although the current one fits (on the starter catalog's Harry Potter books).
 */
describe('the series warning of an analysis', () => {
  let t: TestApp;
  let u: SignedUp;
  let readerId: string;

  beforeAll(async () => {
    t = await startTestApp();
    u = await signUp(t, 'series');
    // comfortable with everything but violence above level 2
    const tolerance = Object.fromEntries(CATEGORY_IDS.map((c) => [c, c === 'violence' ? 2 : 5]));
    const res = await t.http().post('/api/family-members').set(u.auth).send({ name: 'Noor', age: 11, reading_level: 'Middle School', content_tolerance: tolerance });
    expect(res.status).toBe(201);
    readerId = res.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const analyze = (isbn: string) =>
    t.http().post('/api/books/analyze').set(u.auth).send({ book: { isbn }, reader_id: readerId, forceAnalysis: true }).expect(200);

  it('names the first later volume above the reader’s limits when this one fits', async () => {
    const first = (await analyze('9780590353427')).body; // Sorcerer's Stone, violence 2
    expect(first.title).toBe("Harry Potter and the Sorcerer's Stone");
    expect(first.parentAlerts).toEqual([]);
    expect(first.series).toEqual({ name: 'Harry Potter', volume: 1 });
    expect(first.seriesWarning).toEqual({
      title: 'Harry Potter and the Goblet of Fire',
      volume: 4,
      categories: ['Violence'],
      message: "Later in the series, Harry Potter and the Goblet of Fire (book 4) has Violence above Noor's comfort levels.",
    });
  });

  it('gives no series warning for a volume that already conflicts, nor for the last volume', async () => {
    const goblet = (await analyze('9780439139601')).body;
    expect(goblet.parentAlerts.length).toBeGreaterThan(0);
    expect(goblet.seriesWarning).toBeNull();
    const last = (await analyze('9780545010221')).body;
    expect(last.seriesWarning).toBeNull();
  });

  it('gives no series warning for a book outside a series', async () => {
    const [standalone] = (await t.orm.em
      .fork()
      .getConnection()
      .execute(`select isbn from book_content_analysis where series is null and source = 'starter' and isbn is not null order by title limit 1`)) as { isbn: string }[];
    const book = (await analyze(standalone!.isbn)).body;
    expect(book.series).toBeNull();
    expect(book.seriesWarning).toBeNull();
  });
});
