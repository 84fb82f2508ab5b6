import { startTestApp, type TestApp } from '../support/test-app.js';
import { query, signIn, type Reader } from './readers-auth.helper.js';

const HOUR = 3_600_000;

describe('reading list', () => {
  let t: TestApp;
  let a: Reader;
  let kidId: string;
  beforeAll(async () => {
    t = await startTestApp();
    a = await signIn(t, 'list');
    kidId = (await t.http().post('/api/family-members').set(a.auth).send({ name: 'Mia', age: 9, reading_level: 'Elementary' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const add = (who: Reader, body: Record<string, unknown>) => t.http().post('/api/reading-list').set(who.auth).send(body);

  it('adds a book as to_read (201) and lists the newest first, optionally for one reader', async () => {
    const u = await signIn(t, 'list-order');
    const kid = (await t.http().post('/api/family-members').set(u.auth).send({ name: 'Leo', age: 12, reading_level: 'Middle School' }).expect(201)).body.id;
    const first = await add(u, {
      reader_id: kid,
      reader_name: 'Leo (Age 12)',
      title: 'Holes',
      author: 'Louis Sachar',
      analysis: { matchLevel: 'good', matchScore: 90 },
    }).expect(201);
    expect(first.body).toMatchObject({
      user_id: u.id,
      reader_id: kid,
      reader_name: 'Leo (Age 12)',
      title: 'Holes',
      author: 'Louis Sachar',
      reading_status: 'to_read',
      started_reading_at: null,
      completed_reading_at: null,
      analysis: { matchLevel: 'good', matchScore: 90 },
      ready_for_review: false,
    });
    expect(first.body.created_at).toBe(t.clock.now().toISOString());
    t.clock.advance(1000);
    await add(u, { reader_id: 'self', reader_name: 'Me', title: 'Dune', author: 'Frank Herbert' }).expect(201);
    t.clock.advance(1000);
    await add(u, { reader_id: kid, title: 'Wonder', author: 'R. J. Palacio' }).expect(201);

    const all = (await t.http().get('/api/reading-list').set(u.auth).expect(200)).body;
    expect(all.map((i: { title: string }) => i.title)).toEqual(['Wonder', 'Dune', 'Holes']);
    expect(all[0].reader_name).toBe('Leo (Age 12)'); // filled from the reader when not sent
    const leo = (await t.http().get(`/api/reading-list?reader_id=${kid}`).set(u.auth).expect(200)).body;
    expect(leo.map((i: { title: string }) => i.title)).toEqual(['Wonder', 'Holes']);
    expect((await t.http().get('/api/reading-list?reader_id=self').set(u.auth).expect(200)).body).toHaveLength(1);
  });

  it.each([
    ['exactly the same', 'Matilda', 'Roald Dahl'],
    ['in capitals', 'MATILDA', 'ROALD DAHL'],
    ['in lower case with outer spaces', '  matilda ', ' roald dahl  '],
  ])("refuses the same book %s for the same reader: 409 'Book already in reading list'", async (_case, title, author) => {
    const u = await signIn(t, 'list-dup');
    await add(u, { reader_id: 'self', reader_name: 'Me', title: 'Matilda', author: 'Roald Dahl' }).expect(201);
    const dup = await add(u, { reader_id: 'self', reader_name: 'Me', title, author }).expect(409);
    expect(dup.body).toEqual({ code: 'conflict', message: 'Book already in reading list', errors: ['Book already in reading list'] });
  });

  it('lets another reader of the account have the same book', async () => {
    await add(a, { reader_id: 'self', reader_name: 'Me', title: "Charlotte's Web", author: 'E. B. White' }).expect(201);
    await add(a, { reader_id: kidId, reader_name: 'Mia (Age 9)', title: "Charlotte's Web", author: 'E. B. White' }).expect(201);
  });

  it('settles two identical adds fired together: exactly one 201 and one 409, one row', async () => {
    const body = { reader_id: kidId, reader_name: 'Mia (Age 9)', title: 'The Wild Robot', author: 'Peter Brown' };
    const answers = await Promise.all([add(a, body), add(a, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'conflict', message: 'Book already in reading list' });
    const rows = await query<{ n: number }>(
      t,
      `select count(*)::int as n from reading_list where user_id = ? and reader_id = ? and lower(title) = 'the wild robot'`,
      [a.id, kidId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('still gives one row when several differently-cased copies race', async () => {
    const titles = ['Frindle', 'FRINDLE', 'frindle ', ' Frindle'];
    const answers = await Promise.all(titles.map((title) => add(a, { reader_id: kidId, reader_name: 'Mia (Age 9)', title, author: 'Andrew Clements' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('stamps started_reading_at and completed_reading_at from the clock', async () => {
    const item = (await add(a, { reader_id: 'self', reader_name: 'Me', title: 'Hatchet', author: 'Gary Paulsen' }).expect(201)).body;
    const started = t.clock.now();
    const reading = await t.http().patch(`/api/reading-list/${item.id}`).set(a.auth).send({ reading_status: 'currently_reading' }).expect(200);
    expect(reading.body).toMatchObject({
      reading_status: 'currently_reading',
      started_reading_at: started.toISOString(),
      completed_reading_at: null,
      ready_for_review: false,
    });
    t.clock.advance(3 * 24 * HOUR);
    const done = await t.http().patch(`/api/reading-list/${item.id}`).set(a.auth).send({ reading_status: 'completed' }).expect(200);
    expect(done.body).toMatchObject({
      reading_status: 'completed',
      started_reading_at: started.toISOString(),
      completed_reading_at: t.clock.now().toISOString(),
      ready_for_review: false,
    });
    const back = await t.http().patch(`/api/reading-list/${item.id}`).set(a.auth).send({ reading_status: 'to_read' }).expect(200);
    expect(back.body.reading_status).toBe('to_read'); // any status may be set directly
  });

  it('marks a book ready for review only after more than 24 hours of reading (exactly 24 h is not yet)', async () => {
    const u = await signIn(t, 'list-review');
    const item = (await add(u, { reader_id: 'self', reader_name: 'Me', title: 'Hatchet', author: 'Gary Paulsen' }).expect(201)).body;
    const started = t.clock.now();
    await t.http().patch(`/api/reading-list/${item.id}`).set(u.auth).send({ reading_status: 'currently_reading' }).expect(200);
    const ready = async () => (await t.http().get('/api/reading-list').set(u.auth).expect(200)).body[0].ready_for_review;
    t.clock.set(new Date(started.getTime() + 24 * HOUR - 1));
    expect(await ready()).toBe(false);
    t.clock.set(new Date(started.getTime() + 24 * HOUR));
    expect(await ready()).toBe(false);
    t.clock.set(new Date(started.getTime() + 24 * HOUR + 1));
    expect(await ready()).toBe(true);
  });

  it('pages the list as JSON with its total, the same bytes for a repeated page, and the change at once after a write (decision 51)', async () => {
    const u = await signIn(t, 'list-pages');
    for (const title of ['Holes', 'Wonder', 'Matilda', 'Hatchet', 'Frindle'])
      await add(u, { reader_id: 'self', reader_name: 'Me', title, author: 'x' }).expect(201);
    const page = (q: string) => t.http().get(`/api/reading-list${q}`).set(u.auth).expect(200);
    const titles = (res: { body: { title: string }[] }) => res.body.map((i) => i.title);
    const whole = titles(await page(''));
    expect(whole).toHaveLength(5);
    const first = await page('?limit=2');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(titles(first)).toEqual(whole.slice(0, 2));
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toBe('</api/reading-list?limit=2&offset=2>; rel="next"');
    // a page asked again, and other pages of the same list, in any order
    expect((await page('?limit=2')).text).toBe(first.text);
    expect(titles(await page('?limit=2&offset=4'))).toEqual(whole.slice(4));
    expect(titles(await page('?offset=2&limit=2'))).toEqual(whole.slice(2, 4));
    expect(titles(await page('?limit=3&offset=1'))).toEqual(whole.slice(1, 4));
    expect((await page('?limit=2')).text).toBe(first.text);
    // a write is seen by the very next read of every page
    const second = first.body[1] as { id: string };
    await t.http().patch(`/api/reading-list/${second.id}`).set(u.auth).send({ reading_status: 'currently_reading' }).expect(200);
    expect((await page('?limit=2')).body[1]).toMatchObject({ id: second.id, reading_status: 'currently_reading', ready_for_review: false });
    await t.http().delete(`/api/reading-list/${second.id}`).set(u.auth).expect(204);
    const removed = await page('?limit=2');
    expect(titles(removed)).toEqual([whole[0], whole[2]]);
    expect(removed.headers['x-total-count']).toBe('4');
  });

  it.each([
    ['an unknown status', { reading_status: 'finished' }, 'reading_status must be one of: to_read, currently_reading, completed'],
    ['no status', {}, 'reading_status must be one of: to_read, currently_reading, completed'],
  ])('refuses %s: 400', async (_case, body, message) => {
    const item = (await add(a, { reader_id: 'self', reader_name: 'Me', title: `Status ${Math.random()}`, author: 'x' }).expect(201)).body;
    const res = await t.http().patch(`/api/reading-list/${item.id}`).set(a.auth).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ['a blank title', { reader_id: 'self', reader_name: 'Me', title: '  ', author: 'x' }, 400, 'Title is required'],
    ['no title', { reader_id: 'self', reader_name: 'Me', author: 'x' }, 400, null],
    ['no reader', { reader_name: 'Me', title: 'x', author: 'x' }, 400, null],
    [
      'an unknown reader',
      { reader_id: '00000000-0000-4000-8000-000000000000', reader_name: 'Me', title: 'x', author: 'x' },
      404,
      'Please select a family member or yourself',
    ],
    ['a malformed reader id', { reader_id: 'nobody', reader_name: 'Me', title: 'x', author: 'x' }, 404, 'Please select a family member or yourself'],
  ])('refuses an add with %s', async (_case, body, status, message) => {
    const res = await add(a, body).expect(status);
    if (message) expect(res.body.message).toBe(message);
  });

  it('removes an item (204), then answers 404 for it', async () => {
    const item = (await add(a, { reader_id: 'self', reader_name: 'Me', title: 'Gone Soon', author: 'x' }).expect(201)).body;
    await t.http().delete(`/api/reading-list/${item.id}`).set(a.auth).expect(204);
    const again = await t.http().delete(`/api/reading-list/${item.id}`).set(a.auth).expect(404);
    expect(again.body.message).toBe('Book not found in the reading list');
    await t.http().patch(`/api/reading-list/${item.id}`).set(a.auth).send({ reading_status: 'completed' }).expect(404);
    await t.http().delete('/api/reading-list/not-a-uuid').set(a.auth).expect(404);
    // the book may be added again once removed
    await add(a, { reader_id: 'self', reader_name: 'Me', title: 'Gone Soon', author: 'x' }).expect(201);
  });
});
