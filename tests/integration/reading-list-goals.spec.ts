import { startTestApp, type TestApp } from '../support/test-app.js';
import { signIn, type Reader } from './readers-auth.helper.js';

describe('reading goals and the reading-list export', () => {
  let t: TestApp;
  let a: Reader;
  let exporter: Reader;
  let kidId: string;
  beforeAll(async () => {
    t = await startTestApp();
    // sign in at the real time: access tokens expire by the wall clock, which the test clock does not move
    a = await signIn(t, 'goals');
    exporter = await signIn(t, 'export');
    t.clock.set('2026-03-10T12:00:00.000Z');
    kidId = (await t.http().post('/api/family-members').set(a.auth).send({ name: 'Mia', age: 9, reading_level: 'Elementary' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const addAndComplete = async (title: string, at: string) => {
    const item = (await t.http().post('/api/reading-list').set(a.auth).send({ reader_id: kidId, reader_name: 'Mia (Age 9)', title, author: 'x' }).expect(201))
      .body;
    t.clock.set(at);
    await t.http().patch(`/api/reading-list/${item.id}`).set(a.auth).send({ reading_status: 'completed' }).expect(200);
    return item;
  };

  it('has no target before one is set, for the current year by default', async () => {
    const res = await t.http().get(`/api/reading-goals/${kidId}`).set(a.auth).expect(200);
    expect(res.body).toEqual({ reader_id: kidId, year: 2026, target: null, completed: 0 });
  });

  it("sets a target per reader and year, and counts that reader's books completed in that year", async () => {
    await addAndComplete('One', '2026-01-01T00:00:00.000Z');
    await addAndComplete('Two', '2026-12-31T23:59:59.999Z');
    await addAndComplete('Old', '2025-12-31T23:59:59.000Z');
    await t.http().post('/api/reading-list').set(a.auth).send({ reader_id: 'self', reader_name: 'Me', title: 'Mine', author: 'x' }).expect(201);
    t.clock.set('2026-03-10T12:00:00.000Z');

    const set = await t.http().put(`/api/reading-goals/${kidId}`).set(a.auth).send({ target: 20 }).expect(200);
    expect(set.body).toEqual({ reader_id: kidId, year: 2026, target: 20, completed: 2 });
    const replaced = await t.http().put(`/api/reading-goals/${kidId}?year=2026`).set(a.auth).send({ target: 25 }).expect(200);
    expect(replaced.body.target).toBe(25);
    expect((await t.http().get(`/api/reading-goals/${kidId}?year=2025`).set(a.auth).expect(200)).body).toEqual({
      reader_id: kidId,
      year: 2025,
      target: null,
      completed: 1,
    });
    expect((await t.http().get('/api/reading-goals/self').set(a.auth).expect(200)).body).toEqual({ reader_id: 'self', year: 2026, target: null, completed: 0 });
  });

  it.each([
    ['a target of 0', '', { target: 0 }, 'Target must be a whole number from 1 to 1000'],
    ['a target of 1001', '', { target: 1001 }, 'Target must be a whole number from 1 to 1000'],
    ['a target of 3.5', '', { target: 3.5 }, 'Target must be a whole number from 1 to 1000'],
    ['a target as text', '', { target: 'ten' }, null],
    ['no target', '', {}, null],
    ['the year 1999', '?year=1999', { target: 5 }, 'Year must be a whole number from 2000 to 2100'],
    ['the year 2101', '?year=2101', { target: 5 }, 'Year must be a whole number from 2000 to 2100'],
    ['a year that is not a number', '?year=soon', { target: 5 }, 'Year must be a whole number from 2000 to 2100'],
  ])('refuses %s: 400', async (_case, q, body, message) => {
    const res = await t.http().put(`/api/reading-goals/${kidId}${q}`).set(a.auth).send(body).expect(400);
    if (message) expect(res.body.message).toBe(message);
  });

  it('answers 404 for a reader that is not one of the account', async () => {
    await t.http().get('/api/reading-goals/00000000-0000-4000-8000-000000000000').set(a.auth).expect(404);
    await t.http().put('/api/reading-goals/nobody').set(a.auth).send({ target: 3 }).expect(404);
  });

  it('exports the list as a CSV attachment: header, labels, UTC dates, RFC 4180 quoting, formulas defused', async () => {
    const u = exporter;
    t.clock.set('2026-11-22T08:00:00.000Z');
    await t
      .http()
      .post('/api/reading-list')
      .set(u.auth)
      .send({ reader_id: 'self', reader_name: 'Me', title: 'Guns, Germs, and Steel', author: 'Jared "J" Diamond' })
      .expect(201);
    t.clock.set('2026-11-22T09:00:00.000Z');
    const formula = (
      await t
        .http()
        .post('/api/reading-list')
        .set(u.auth)
        .send({ reader_id: 'self', reader_name: 'Me', title: '=HYPERLINK("http://x")', author: 'Line\nBreak' })
        .expect(201)
    ).body;
    t.clock.set('2026-11-23T10:00:00.000Z');
    await t.http().patch(`/api/reading-list/${formula.id}`).set(u.auth).send({ reading_status: 'currently_reading' }).expect(200);

    const res = await t.http().get('/api/reading-list/export.csv').set(u.auth).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reading-list-2026-11-23.csv"');
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.text).toBe(
      'Title,Author,Status,Started,Completed,Added\r\n' +
        `"'=HYPERLINK(""http://x"")","Line\nBreak",Currently reading,2026-11-23,,2026-11-22\r\n` +
        'Guns, Germs, and Steel'.replace(/^(.*)$/, '"$1"') +
        ',"Jared ""J"" Diamond",To read,,,2026-11-22\r\n',
    );
  });

  it('exports one reader only when reader_id is given', async () => {
    const res = await t.http().get(`/api/reading-list/export.csv?reader_id=${kidId}`).set(a.auth).expect(200);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Title,Author,Status,Started,Completed,Added');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['Old', 'One', 'Two']);
  });
});
