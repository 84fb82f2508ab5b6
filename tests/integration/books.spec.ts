import { seedStarterCatalog, starterCatalogDir } from '../../adapters/catalog/starter-catalog.seeder.js';
import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';

describe('book intelligence on the starter catalog', () => {
  let t: TestApp;
  let u: SignedUp;
  let childId: string;
  const exec = (q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute(q, p);

  beforeAll(async () => {
    t = await startTestApp();
    u = await signUp(t, 'books');
    // a cautious 8-year-old: no violence at all, low tolerance for scary content
    const [row] = await exec(
      `insert into family_members (user_id, name, age, reading_level, content_tolerance, quiz_data) values (?, 'Mia', 8, 'Elementary', ?::jsonb, ?::jsonb) returning id`,
      [
        u.id,
        JSON.stringify({ violence: 0, scary_horror: 1, death_grief: 1 }),
        JSON.stringify({ book_preferences: { genres: ['fantasy'], themes: ['family_dynamics'] } }),
      ],
    );
    childId = row.id;
  });
  afterAll(() => t.close());

  it.each([
    ['a typo', "Charlote's Web"],
    ['a partial title', 'charlotte'],
    ['the ISBN-13', '9780064400558'],
    ['the ISBN-10', '0064400557'],
  ])('finds the book first by %s', async (_case, q) => {
    const res = await t.http().get('/api/books/search').query({ q }).set(u.auth).expect(200);
    expect(res.body[0]).toMatchObject({ title: "Charlotte's Web", author: 'E. B. White' });
    expect(res.body[0].score).toBeGreaterThan(0.3);
  });

  it('finds the books of a series by the series name, and asks which one was meant', async () => {
    const res = await t.http().get('/api/books/search').query({ q: 'percy jackson' }).set(u.auth).expect(200);
    expect(res.body.slice(0, 5).map((b: { title: string }) => b.title)).toEqual(expect.arrayContaining(['The Lightning Thief', 'The Sea of Monsters']));
    const choose = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Percy Jackson' }, reader_id: childId })
      .expect(200);
    expect(choose.body.requiresSelection).toBe(true);
  });

  it('refuses an empty search and anonymous callers', async () => {
    await t.http().get('/api/books/search').query({ q: '  ' }).set(u.auth).expect(400);
    await t.http().get('/api/books/search').query({ q: 'wonder' }).expect(401);
  });

  it('alerts the parent of a violent book for a reader with no tolerance for violence', async () => {
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'The Hunger Games' }, reader_id: childId })
      .expect(200);
    expect(res.body.title).toBe('The Hunger Games');
    expect(res.body.parentAlerts.some((a: string) => /Violence/.test(a))).toBe(true);
    expect(['fair', 'poor']).toContain(res.body.matchLevel);
    const violence = res.body.contentConsiderations.find((c: { category: string }) => c.category === 'violence');
    expect(violence).toMatchObject({ present: true, exceedsTolerance: true });
    expect(res.body.relatedBooks.length).toBeGreaterThan(0);
  });

  it("finds a gentle picture book within the same reader's limits: decent, as it shares none of her interests", async () => {
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'The Very Hungry Caterpillar' }, reader_id: childId })
      .expect(200);
    expect(res.body.parentAlerts).toEqual([]);
    expect(res.body.matchLevel).toBe('decent');
    expect(res.body.matchReason).toContain("Shares none of Mia's listed interests");
  });

  it('asks which book was meant for an ambiguous query, without taking a scan', async () => {
    const before = await t.http().get('/api/books/search').query({ q: 'x' }).set(u.auth);
    expect(before.status).toBe(200);
    const [{ scans_used: used }] = (await exec('select coalesce((select scans_used from scan_usage where user_id = ?), 0) as scans_used', [u.id])) as {
      scans_used: number;
    }[];
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Harry Potter' }, reader_id: 'self' })
      .expect(200);
    expect(res.body.requiresSelection).toBe(true);
    expect(res.body.matches.length).toBeGreaterThan(1);
    expect(res.body.matches[0]).toEqual(
      expect.objectContaining({ title: expect.stringMatching(/Harry Potter/), author: 'J. K. Rowling', matchScore: expect.any(Number) }),
    );
    const [{ scans_used: after }] = (await exec('select coalesce((select scans_used from scan_usage where user_id = ?), 0) as scans_used', [u.id])) as {
      scans_used: number;
    }[];
    expect(after).toBe(used);
  });

  it('serves a repeated analysis from the cache without a scan; forceAnalysis takes one', async () => {
    const body = { book: { title: 'Wonder', author: 'R. J. Palacio' }, reader_id: childId };
    const first = await t.http().post('/api/books/analyze').set(u.auth).send(body).expect(200);
    const used = async () => Number(((await exec('select scans_used from scan_usage where user_id = ?', [u.id])) as { scans_used: number }[])[0].scans_used);
    const afterFirst = await used();
    const second = await t.http().post('/api/books/analyze').set(u.auth).send(body).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await used()).toBe(afterFirst);
    await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ ...body, forceAnalysis: true })
      .expect(200);
    expect(await used()).toBe(afterFirst + 1);
  });

  it("answers 404 for another account's reader and for an unknown book", async () => {
    const other = await signUp(t, 'other');
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(other.auth)
      .send({ book: { originalQuery: 'Wonder' }, reader_id: childId })
      .expect(404);
    expect(res.body.message).toBe('Please select a family member or yourself');
    await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'zzqx vvvq wwwk' }, reader_id: 'self' })
      .expect(404);
  });

  it('gives the examples of a flagged category, never inventing quotes', async () => {
    const res = await t
      .http()
      .post('/api/books/content-details')
      .set(u.auth)
      .send({ title: 'The Hunger Games', author: 'Suzanne Collins', category: 'Violence' })
      .expect(200);
    expect(res.body.examples.length).toBeGreaterThan(0);
    expect(res.body.examples[0]).toMatchObject({ quote: '', quoteVerified: false });
    const none = await t
      .http()
      .post('/api/books/content-details')
      .set(u.auth)
      .send({ title: 'The Very Hungry Caterpillar', author: 'Eric Carle', category: 'violence' })
      .expect(200);
    expect(none.body.examples).toEqual([]);
    await t.http().post('/api/books/content-details').set(u.auth).send({ title: 'Wonder', author: 'R. J. Palacio', category: 'not-a-category' }).expect(400);
  });

  it('writes a labelled review from the notes for a perspective, none for an unknown book', async () => {
    const res = await t
      .http()
      .post('/api/books/reviews')
      .set(u.auth)
      .send({ title: 'The Hunger Games', author: 'Suzanne Collins', perspective: 'parents' })
      .expect(200);
    expect(res.body.reviews).toHaveLength(1);
    expect(res.body.reviews[0].reviewer).toMatch(/not a reader review/);
    // the summary is on the card already: the notes' review does not repeat it
    expect(res.body.reviews[0].text).not.toMatch(/dystopian nation of Panem/);
    expect(res.body.reviews[0].text).toMatch(/^For parents:/);
    expect(res.body.reviews[0].rating).toBeGreaterThanOrEqual(1);
    const none = await t
      .http()
      .post('/api/books/reviews')
      .set(u.auth)
      .send({ title: 'No Such Book Here', author: 'Nobody', perspective: 'teachers' })
      .expect(200);
    expect(none.body.reviews).toEqual([]);
    await t.http().post('/api/books/reviews').set(u.auth).send({ title: 'Wonder', author: 'R. J. Palacio', perspective: '  ' }).expect(400);
  });

  it('answers content questions from the notes, for the reader, and says what it cannot know', async () => {
    const book = { title: 'The Hunger Games', author: 'Suzanne Collins', summary: '' };
    const violent = await t.http().post('/api/books/chat').set(u.auth).send({ book, question: 'How violent is it?', reader_id: childId }).expect(200);
    expect(violent.body.response).toMatch(/Violence: level \d of 5/);
    expect(violent.body.response).toMatch(/above Mia's comfort level/);
    const unknown = await t.http().post('/api/books/chat').set(u.auth).send({ book, question: 'What colour is the cover?', reader_id: childId }).expect(200);
    expect(unknown.body.response).toBe("I can only answer from ShelfCheck's content notes for this book; they don't cover that.");
    await t.http().post('/api/books/chat').set(u.auth).send({ book, question: ' ', reader_id: childId }).expect(400);
  });
});

describe('the free-scan quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  const setUsed = (id: string, n: number) =>
    t.orm.em
      .fork()
      .getConnection()
      .execute('insert into scan_usage (user_id, scans_used) values (?, ?) on conflict (user_id) do update set scans_used = excluded.scans_used', [id, n]);

  it('allows the 500th analysis and refuses the 501st with 402', async () => {
    const u = await signUp(t, 'quota');
    await setUsed(u.id, 499);
    // forced, so a shared cache hit cannot spare the scan
    await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Holes' }, reader_id: 'self', forceAnalysis: true })
      .expect(200);
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Hatchet' }, reader_id: 'self', forceAnalysis: true })
      .expect(402);
    expect(res.body).toMatchObject({ code: 'payment_required', message: 'You have used all 500 free scans. Upgrade to keep scanning.' });
  });

  it('lets exactly one of two requests racing for the last scan win', async () => {
    const u = await signUp(t, 'race');
    await setUsed(u.id, 499);
    const send = (q: string) =>
      t
        .http()
        .post('/api/books/analyze')
        .set(u.auth)
        .send({ book: { originalQuery: q }, reader_id: 'self', forceAnalysis: true });
    const statuses = (await Promise.all([send('Matilda'), send('Coraline')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402]);
  });

  it('does not limit a subscriber', async () => {
    const u = await signUp(t, 'sub');
    await setUsed(u.id, 500);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into subscriptions (user_id, status, tier, current_period_end) values (?, 'active', 'monthly', now() + interval '30 days')`, [u.id]);
    await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Wonder' }, reader_id: 'self', forceAnalysis: true })
      .expect(200);
  });
});

describe('GET /api/subscription', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports a new account as free with 500 scans and counts analyses', async () => {
    const u = await signUp(t, 'subcheck');
    const fresh = await t.http().get('/api/subscription').set(u.auth).expect(200);
    expect(fresh.body).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      scans_used: 0,
      scans_limit: 500,
      cancel_at_period_end: false,
      test_mode: true,
    });
    // forced: an identical reader elsewhere may have put this analysis in the shared cache already
    await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Holes' }, reader_id: 'self', forceAnalysis: true })
      .expect(200);
    const after = await t.http().get('/api/subscription?force=1').set(u.auth).expect(200);
    expect(after.body.scans_used).toBe(1);
  });

  it('reports an active subscription with its tier and end, and no limit; an ended one as free', async () => {
    const u = await signUp(t, 'subactive');
    const end = new Date(t.clock.now().getTime() + 20 * 86_400_000);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into subscriptions (user_id, status, tier, current_period_end) values (?, 'active', 'annual', ?)`, [u.id, end]);
    const res = await t.http().get('/api/subscription').set(u.auth).expect(200);
    expect(res.body).toMatchObject({ subscribed: true, subscription_tier: 'annual', subscription_end: end.toISOString(), scans_limit: null });
    t.clock.advance(21 * 86_400_000);
    const ended = await t.http().get('/api/subscription').set(u.auth).expect(200);
    expect(ended.body.subscribed).toBe(false);
    t.clock.advance(-21 * 86_400_000);
  });

  it('needs sign-in', async () => {
    await t.http().get('/api/subscription').expect(401);
  });
});

describe('book intelligence: severity model, honest answers, history and validation', () => {
  let t: TestApp;
  let u: SignedUp;
  let kidId: string;
  const exec = (q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute(q, p);

  beforeAll(async () => {
    t = await startTestApp();
    u = await signUp(t, 'books2');
    // happy with storybook magic, not with the occult; loves fantasy
    const [row] = await exec(
      `insert into family_members (user_id, name, age, reading_level, content_tolerance, quiz_data) values (?, 'Leo', 10, 'Elementary', ?::jsonb, ?::jsonb) returning id`,
      [
        u.id,
        JSON.stringify({ supernatural_whimsical: 5, supernatural_dark: 0, violence: 3, scary_horror: 3, bullying_malicious: 3, death_grief: 3 }),
        JSON.stringify({ book_preferences: { genres: ['fantasy'] } }),
      ],
    );
    kidId = row.id;
  });
  afterAll(() => t.close());

  it('loaded the starter catalog on first start and never loads it over existing books', async () => {
    const [{ n }] = (await exec('select count(*)::int as n from book_content_analysis where source = ?', ['starter'])) as { n: number }[];
    expect(n).toBeGreaterThanOrEqual(150);
    expect(starterCatalogDir()).toMatch(/data[\\/]catalog$/);
    expect(await seedStarterCatalog(t.orm)).toBe(0);
  });

  it('judges storybook magic as whimsical and horror magic as dark occult', async () => {
    const hp = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { isbn: '0-590-35342-X' }, reader_id: kidId })
      .expect(200);
    expect(hp.body.title).toBe("Harry Potter and the Sorcerer's Stone");
    expect(hp.body.contentConsiderations.find((c: { category: string }) => c.category.startsWith('supernatural'))).toMatchObject({
      category: 'supernatural_whimsical',
      severity: 2,
      exceedsTolerance: false,
      exampleType: 'whimsical_fantasy',
    });
    expect(hp.body.parentAlerts.filter((a: string) => /Supernatural/.test(a))).toEqual([]);
    const coraline = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { title: 'Coraline', author: 'Neil Gaiman' }, reader_id: kidId })
      .expect(200);
    expect(coraline.body.parentAlerts).toContain("Supernatural: Dark Occult/Horror (level 3 of 5) is above Leo's comfort level: Avoid/zero tolerance");
  });

  it('takes severities from the starter details, 3 for a yes without one, and lists related books from other series', async () => {
    const res = await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { title: 'The Hunger Games', author: 'Suzanne Collins' }, reader_id: kidId })
      .expect(200);
    expect(res.body.contentConsiderations.find((c: { category: string }) => c.category === 'violence')).toMatchObject({
      severity: 4,
      exceedsTolerance: true,
      riskLevel: 'High',
    });
    expect(res.body.ageRange).toEqual({ min: 12, max: 17 });
    expect(res.body.relatedBooks).toHaveLength(4);
    expect(res.body.relatedBooks.map((b: { title: string }) => b.title)).not.toEqual(expect.arrayContaining(['Catching Fire']));
    for (const b of res.body.relatedBooks) {
      expect(b).toEqual({
        title: expect.any(String),
        author: expect.any(String),
        isbn: expect.anything(),
        summary: expect.any(String),
        matchScore: expect.any(Number),
        fit: expect.any(Object),
      });
      expect(b.fit).toEqual({ matchLevel: expect.any(String), matchScore: b.matchScore, conflicts: expect.any(Array), exceedsZeroTolerance: false });
    }
    expect(Array.isArray(res.body.hiddenRelatedBooks)).toBe(true);
  });

  it('writes the scan history only when asked with scan_type', async () => {
    const count = async () => Number(((await exec('select count(*)::int as n from scan_history where user_id = ?', [u.id])) as { n: number }[])[0].n);
    const before = await count();
    await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Holes' }, reader_id: kidId })
      .expect(200);
    expect(await count()).toBe(before);
    await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Holes' }, reader_id: kidId, scan_type: 'manual-search' })
      .expect(200);
    const [entry] = await exec(
      'select reader_id, reader_name, book_title, book_author, scan_type from scan_history where user_id = ? order by created_at desc limit 1',
      [u.id],
    );
    expect(entry).toMatchObject({ reader_id: kidId, book_title: 'Holes', book_author: 'Louis Sachar', scan_type: 'manual-search' });
    await t
      .http()
      .post('/api/books/analyze')
      .set(u.auth)
      .send({ book: { originalQuery: 'Holes' }, reader_id: kidId, scan_type: 'bogus' })
      .expect(400);
  });

  it.each([
    ['romance it does not have', 'Any romance?', /flag no sexual content/],
    ['the age range', 'What age is it for?', /usually read from age 8 to 13\. Leo is 10\./],
    ['suitability, judged by the domain', 'Is it appropriate for Leo?', /^For Leo, Wonder is a (good|decent|fair|poor) match \(\d+%\)\./],
    [
      'bullying, against the right half of the family',
      'Is there bullying?',
      /Bullying & Authority: Malicious Disrespect: level 4 of 5\..*above Leo's comfort level \(Moderate\)/,
    ],
  ])('answers %s from the notes', async (_case, question, expected) => {
    const res = await t
      .http()
      .post('/api/books/chat')
      .set(u.auth)
      .send({ book: { title: 'Wonder', author: 'R. J. Palacio', summary: '' }, question, reader_id: kidId })
      .expect(200);
    expect(res.body.response).toMatch(expected);
  });

  it('says it has no notes for a book outside the catalog', async () => {
    const res = await t
      .http()
      .post('/api/books/chat')
      .set(u.auth)
      .send({ book: { title: 'An Unlisted Book', author: 'Nobody' }, question: 'Is there swearing?', reader_id: kidId })
      .expect(200);
    expect(res.body.response).toBe(`ShelfCheck's catalog has no content notes for "An Unlisted Book" yet, so I can't answer that reliably.`);
  });

  it('rates a book for fans by whether it is their genre, and finds split-family examples under any of their names', async () => {
    const fans = await t
      .http()
      .post('/api/books/reviews')
      .set(u.auth)
      .send({ title: 'Coraline', author: 'Neil Gaiman', perspective: 'fantasy fans' })
      .expect(200);
    expect(fans.body.reviews[0]).toMatchObject({ source: 'ShelfCheck catalog', rating: 5 });
    const details = await t
      .http()
      .post('/api/books/content-details')
      .set(u.auth)
      .send({ title: "Harry Potter and the Sorcerer's Stone", author: 'J. K. Rowling', category: 'Occult, Witchcraft, or Supernatural Themes' })
      .expect(200);
    expect(details.body.examples).toEqual([
      expect.objectContaining({ quote: '', quoteVerified: false, type: 'whimsical_fantasy', typeLabel: 'Whimsical Fantasy' }),
    ]);
  });

  it.each([
    ['an analysis with no book named', '/api/books/analyze', { book: {}, reader_id: 'self' }],
    ['an analysis with blank book fields', '/api/books/analyze', { book: { title: '  ', originalQuery: '' }, reader_id: 'self' }],
    ['an analysis without reader_id', '/api/books/analyze', { book: { originalQuery: 'Holes' } }],
    ['an unknown field', '/api/books/analyze', { book: { originalQuery: 'Holes' }, reader_id: 'self', userProfile: { age: 30 } }],
    [
      'a question over 1000 characters',
      '/api/books/chat',
      { book: { title: 'Holes', author: 'Louis Sachar' }, question: 'why '.repeat(300), reader_id: 'self' },
    ],
    [
      'a question with a script',
      '/api/books/chat',
      { book: { title: 'Holes', author: 'Louis Sachar' }, question: '<script>alert(1)</script>', reader_id: 'self' },
    ],
    ['content details without a category', '/api/books/content-details', { title: 'Holes', author: 'Louis Sachar' }],
    ['reviews without a title', '/api/books/reviews', { author: 'Louis Sachar', perspective: 'parents' }],
  ])('refuses %s with 400', async (_case, path, body) => {
    const res = await t.http().post(path).set(u.auth).send(body).expect(400);
    expect(res.body).toEqual({ code: expect.any(String), message: expect.any(String), errors: expect.any(Array) });
  });

  it('refuses an over-long search with the domain message', async () => {
    const res = await t
      .http()
      .get('/api/books/search')
      .query({ q: 'a'.repeat(301) })
      .set(u.auth)
      .expect(400);
    expect(res.body.message).toBe('Maximum length is 300 characters');
  });

  it.each([
    ['get', '/api/books/search?q=holes'],
    ['post', '/api/books/analyze'],
    ['post', '/api/books/content-details'],
    ['post', '/api/books/reviews'],
    ['post', '/api/books/chat'],
  ])('answers 401 to an anonymous %s %s', async (method, path) => {
    await (method === 'get' ? t.http().get(path) : t.http().post(path).send({})).expect(401);
  });

  it("answers 404 for another account's reader in chat", async () => {
    const other = await signUp(t, 'books2-other');
    const res = await t
      .http()
      .post('/api/books/chat')
      .set(other.auth)
      .send({ book: { title: 'Holes', author: 'Louis Sachar' }, question: 'Any swearing?', reader_id: kidId })
      .expect(404);
    expect(res.body.message).toBe('Please select a family member or yourself');
  });

  it('documents every book route in OpenAPI with examples', async () => {
    const doc = (await t.http().get('/api/docs').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: { 'application/json'?: { example?: unknown } } }> }>>;
    };
    for (const [path, method] of [
      ['/api/books/search', 'get'],
      ['/api/books/analyze', 'post'],
      ['/api/books/content-details', 'post'],
      ['/api/books/reviews', 'post'],
      ['/api/books/chat', 'post'],
    ] as const) {
      const op = doc.paths[path][method];
      expect(op.responses['200'].content?.['application/json']?.example).toBeDefined();
      expect(op.responses['401']).toBeDefined();
    }
  });
});
