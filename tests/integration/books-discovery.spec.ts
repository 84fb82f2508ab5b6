import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { aReaderWhoAvoidsViolence, discoveryBooks } from './discovery-books.helper.js';

/**
 * Discovery filtered by each reader's limits (issue 12) on the real API, with catalog rows of the
 * suite's own (discovery-books.helper.ts): six books whose titles share one made-up word and whose
 * tags share one made-up tag, so the counts below depend on no other suite.
 */
describe('discovery for a reader: search results and similar books', () => {
  let t: TestApp;
  let parent: SignedUp;
  let stranger: SignedUp;
  let miaId: string;
  let word: string;
  let isbns: Record<string, string>;
  const exec = (q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute(q, p);
  const titles = (body: { title: string }[]) => body.map((b) => b.title.replace(`${word} `, ''));

  beforeAll(async () => {
    t = await startTestApp();
    parent = await signUp(t, 'discovery');
    stranger = await signUp(t, 'discovery-other');
    miaId = await aReaderWhoAvoidsViolence(t, parent.id);
    ({ word, isbns } = await discoveryBooks(t));
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string>, auth = parent.auth) =>
    t
      .http()
      .get('/api/books/search')
      .query({ q: word, ...query })
      .set(auth);

  it('without reader_id answers exactly as before: every match, no fit, no count', async () => {
    const res = await search({}).expect(200);
    expect(titles(res.body)).toEqual(['Amber', 'Birch', 'Cedar', 'Dusk', 'Ember', 'Spring']);
    expect(res.body.every((b: Record<string, unknown>) => Object.keys(b).sort().join() === 'author,isbn,score,title')).toBe(true);
    expect(res.headers['x-hidden-count']).toBeUndefined();
    const blank = await search({ reader_id: '' }).expect(200);
    expect(blank.body).toEqual(res.body);
  });

  it('hides the books above a zero-tolerance category for the reader, says how many, and ranks better fits first', async () => {
    const res = await search({ reader_id: miaId }).expect(200);
    // all six are equally relevant (the same word in each title): the better fit first, then title order
    expect(titles(res.body)).toEqual(['Cedar', 'Birch', 'Spring', 'Amber']);
    expect(res.headers['x-hidden-count']).toBe('2');
    expect(res.body.map((b: { fit: { match_level: string; match_score: number } }) => [b.fit.match_level, b.fit.match_score])).toEqual([
      ['good', 85],
      ['decent', 70], // within Mia's limits, sharing none of her interests
      ['decent', 70],
      ['fair', 59], // one level over: fair at best (issue 18)
    ]);
    expect(res.body[3].fit.conflicts).toEqual([{ category: 'scary_horror', label: 'Scary & Horror', zero_tolerance: false }]);
  });

  it('shows the hidden books with show_all=true, each marked, in their place', async () => {
    const res = await search({ reader_id: miaId, show_all: 'true' }).expect(200);
    // Dusk (violence) scores 40, Ember (violence and scary content) 20
    expect(titles(res.body)).toEqual(['Cedar', 'Birch', 'Spring', 'Amber', 'Dusk', 'Ember']);
    expect(res.headers['x-hidden-count']).toBe('0');
    const held = res.body.filter((b: { fit: { exceeds_zero_tolerance: boolean } }) => b.fit.exceeds_zero_tolerance);
    expect(titles(held)).toEqual(['Dusk', 'Ember']);
    expect(held[0].fit.conflicts).toEqual([{ category: 'violence', label: 'Violence', zero_tolerance: true }]);
  });

  it('never hides the book an ISBN names: it is the book typed (issue 18), shown with its conflict', async () => {
    const typed = await t.http().get('/api/books/search').query({ q: isbns.Dusk, reader_id: miaId }).set(parent.auth).expect(200);
    expect(typed.headers['x-hidden-count']).toBe('0');
    expect(typed.body).toEqual([
      expect.objectContaining({ title: `${word} Dusk`, typed: true, fit: expect.objectContaining({ exceeds_zero_tolerance: true }) }),
    ]);
    const shown = await t.http().get('/api/books/search').query({ q: isbns.Dusk, reader_id: miaId, show_all: '1' }).set(parent.auth).expect(200);
    expect(shown.body).toEqual([expect.objectContaining({ title: `${word} Dusk`, score: 1, fit: expect.objectContaining({ exceeds_zero_tolerance: true }) })]);
  });

  it("answers 404 for another account's reader and 400 for a show_all that is not true or false", async () => {
    const other = await search({ reader_id: miaId }, stranger.auth).expect(404);
    expect(other.body.message).toBe('Please select a family member or yourself');
    const bad = await search({ reader_id: miaId, show_all: 'maybe' }).expect(400);
    expect(bad.body.message).toBe('show_all must be true or false');
    await t.http().get('/api/books/search').query({ q: word, reader_id: miaId }).expect(401);
  });

  it('lists similar books for the reader: zero-tolerance ones held back with their reason, better fits first', async () => {
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(parent.auth)
      .send({ book: { isbn: isbns.Spring }, reader_id: miaId })
      .expect(200);
    expect(res.body.title).toBe(`${word} Spring`);
    // the five others share the made-up tag alike (equally related): Mia's better fits first
    expect(titles(res.body.relatedBooks)).toEqual(['Cedar', 'Birch', 'Amber']);
    expect(res.body.relatedBooks.map((b: { matchScore: number; fit: { matchLevel: string } }) => [b.matchScore, b.fit.matchLevel])).toEqual([
      [85, 'good'],
      [70, 'decent'], // within Mia's limits, sharing none of her interests
      [59, 'fair'], // one level over: fair at best (issue 18)
    ]);
    expect(titles(res.body.hiddenRelatedBooks)).toEqual(['Dusk', 'Ember']);
    expect(res.body.hiddenRelatedBooks.every((b: { fit: { exceedsZeroTolerance: boolean } }) => b.fit.exceedsZeroTolerance)).toBe(true);
  });

  it('lists every similar book for a reader without zero-tolerance categories, hiding none', async () => {
    const [row] = await exec(
      `insert into family_members (user_id, name, age, reading_level, content_tolerance) values (?, 'Theo', 15, 'Teen', '{}'::jsonb) returning id`,
      [parent.id],
    );
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(parent.auth)
      .send({ book: { isbn: isbns.Spring }, reader_id: row.id })
      .expect(200);
    expect(res.body.relatedBooks).toHaveLength(4);
    expect(res.body.hiddenRelatedBooks).toEqual([]);
    const found = await search({ reader_id: row.id }).expect(200);
    expect(found.body).toHaveLength(6);
    expect(found.headers['x-hidden-count']).toBe('0');
  });

  it('documents reader_id, show_all, the fit and the X-Hidden-Count header in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/docs').expect(200)).body;
    const search = doc.paths['/api/books/search'].get;
    expect(search.parameters.map((p: { name: string; required?: boolean }) => [p.name, p.required ?? false])).toEqual(
      expect.arrayContaining([
        ['q', true],
        ['reader_id', false],
        ['show_all', false],
      ]),
    );
    expect(Object.keys(search.responses['200'].headers ?? {})).toEqual(['X-Hidden-Count']);
    expect(search.responses['200'].description).toMatch(/exceeds_zero_tolerance/);
    expect(search.responses['404']).toBeDefined();
    const analysis = doc.paths['/api/books/analyze'].post.responses['200'].content['application/json'].example;
    expect(analysis.hiddenRelatedBooks[0].fit).toMatchObject({ exceedsZeroTolerance: true });
  });
});
