import { randomBytes } from 'node:crypto';
import { CATEGORY_IDS } from '../../domain/index.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';

/**
 * Issue 12, series: the analysis card warns when a later volume of the series goes past the
 * reader's limits although the current one fits. The series is the test's own (other suites edit
 * starter books, e.g. accepted rating corrections), numbered out of order on purpose.
 */
/** A valid, unique ISBN-13 (the check digit counts: an invalid one identifies no book). */
function freshIsbn(): string {
  // 979-8: a book ISBN range (979-0 is an ISMN, printed music, which identifies no book)
  const body = `9798${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

describe('the series warning of an analysis', () => {
  let t: TestApp;
  let u: SignedUp;
  let readerId: string;
  const series = `Lantern Keepers ${randomBytes(3).toString('hex')}`;
  const isbnOf: Record<number, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    u = await signUp(t, 'series');
    // comfortable with everything but violence above level 2
    const tolerance = Object.fromEntries(CATEGORY_IDS.map((c) => [c, c === 'violence' ? 2 : 5]));
    const res = await t
      .http()
      .post('/api/family-members')
      .set(u.auth)
      .send({ name: 'Noor', age: 11, reading_level: 'Middle School', content_tolerance: tolerance });
    expect(res.status).toBe(201);
    readerId = res.body.id;
    // volume: violence level (0 = none)
    for (const [volume, violence] of [
      [1, 2],
      [2, 2],
      [4, 4],
      [3, 3],
      [5, 0],
    ] as const) {
      const isbn = freshIsbn();
      isbnOf[volume] = isbn;
      await t.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into book_content_analysis (isbn, title, author, summary, series, series_volume, violence_flag, violence_example, severity, source)
         values (?, ?, 'Ada Vale', 'A lantern-lit adventure.', ?, ?, ?, ?, ?::jsonb, 'import')`,
          [
            isbn,
            `${series} ${volume}`,
            series,
            volume,
            violence > 0,
            violence > 0 ? 'A fight in the tunnels.' : '',
            JSON.stringify(violence > 0 ? { violence } : {}),
          ],
        );
    }
  });
  afterAll(async () => {
    await t.orm.em.fork().getConnection().execute('delete from book_content_analysis where series = ?', [series]);
    await t.close();
  });

  const analyze = (isbn: string) =>
    t.http().post('/api/books/analyze').set(u.auth).send({ book: { isbn }, reader_id: readerId, forceAnalysis: true }).expect(200);

  it('names the first later volume above the reader’s limits when this one fits', async () => {
    const first = (await analyze(isbnOf[1])).body;
    expect(first.title).toBe(`${series} 1`);
    expect(first.parentAlerts).toEqual([]);
    expect(first.series).toEqual({ name: series, volume: 1 });
    expect(first.seriesWarning).toEqual({
      title: `${series} 3`,
      volume: 3,
      categories: ['Violence'],
      message: `Later in the series, ${series} 3 (book 3) has Violence above Noor's comfort levels.`,
    });
  });

  it('gives no series warning for a volume that already conflicts, nor for the last volume', async () => {
    const third = (await analyze(isbnOf[3])).body;
    expect(third.parentAlerts.length).toBeGreaterThan(0);
    expect(third.seriesWarning).toBeNull();
    expect((await analyze(isbnOf[5])).body.seriesWarning).toBeNull();
  });

  it('gives no series warning for a book outside a series', async () => {
    const [standalone] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ isbn: string }[]>(
        `select isbn from book_content_analysis where series is null and source = 'starter' and isbn is not null order by title limit 1`,
      );
    const book = (await analyze(standalone.isbn)).body;
    expect(book.series).toBeNull();
    expect(book.seriesWarning).toBeNull();
  });
});
