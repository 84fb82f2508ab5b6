import { AnalyzeBookOnceUseCase } from '../../application/books/analyze-book-once.use-case.js';
import { AnalyzeBookUseCase } from '../../application/books/analyze-book.use-case.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { sql } from './admin-auth.helper.js';

/** Issue 18, part 6: one answer per question, and one age for the parent. */
describe('one answer per question', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('two identical analyses sent at once', () => {
    afterEach(() => jest.restoreAllMocks());

    it('both answer 200 with the same result, and the history gets one row', async () => {
      const u = await signUp(t, 'twice');
      const kid = (await t.http().post('/api/family-members').set(u.auth).send({ name: 'Mia', age: 10, reading_level: 'Elementary' }).expect(201)).body;
      // Hold the analysis until both requests have reached the server, so they truly overlap.
      const outer = t.app.get(AnalyzeBookOnceUseCase);
      const inner = t.app.get(AnalyzeBookUseCase);
      let arrivals = 0;
      let bothIn!: () => void;
      const bothArrived = new Promise<void>((resolve) => (bothIn = resolve));
      const outerExecute = outer.execute.bind(outer);
      jest.spyOn(outer, 'execute').mockImplementation((cmd, actor) => {
        if (++arrivals === 2) bothIn();
        return outerExecute(cmd, actor);
      });
      const innerExecute = inner.execute.bind(inner);
      const analyses = jest.spyOn(inner, 'execute').mockImplementation(async (cmd, actor) => {
        await bothArrived;
        return innerExecute(cmd, actor);
      });
      const send = (query: string) =>
        t
          .http()
          .post('/api/books/analyze')
          .set(u.auth)
          .send({ book: { originalQuery: query }, reader_id: kid.id, scan_type: 'manual-search' });
      const [a, b] = await Promise.all([send('Holes'), send('  holes ')]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body).toEqual(a.body);
      expect(a.body.title).toBe('Holes');
      expect(analyses).toHaveBeenCalledTimes(1);
      expect(await sql(t, 'select book_title from scan_history where user_id = $1', [u.id])).toEqual([{ book_title: 'Holes' }]);
    });

    it('runs again once the first has answered (only analyses in flight are shared)', async () => {
      const u = await signUp(t, 'again');
      const send = () =>
        t
          .http()
          .post('/api/books/analyze')
          .set(u.auth)
          .send({ book: { originalQuery: 'Holes' }, reader_id: 'self', scan_type: 'manual-search' })
          .expect(200);
      await send();
      await send();
      expect(await sql(t, 'select id from scan_history where user_id = $1', [u.id])).toHaveLength(2);
    });

    it('does not share between readers, users or a forced analysis', async () => {
      const u = await signUp(t, 'apart');
      const other = await signUp(t, 'apart-other');
      const kid = (await t.http().post('/api/family-members').set(u.auth).send({ name: 'Leo', age: 8, reading_level: 'Elementary' }).expect(201)).body;
      const inner = t.app.get(AnalyzeBookUseCase);
      const analyses = jest.spyOn(inner, 'execute');
      const send = (who: typeof u, readerId: string, forceAnalysis = false) =>
        t
          .http()
          .post('/api/books/analyze')
          .set(who.auth)
          .send({ book: { originalQuery: 'Holes' }, reader_id: readerId, forceAnalysis });
      const answers = await Promise.all([send(u, 'self'), send(u, kid.id), send(other, 'self'), send(u, 'self', true)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(analyses).toHaveBeenCalledTimes(4);
    });
  });

  describe("the parent's own age", () => {
    const yearsAgo = (years: number) => {
      const now = t.clock.now();
      return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
    };

    it('comes from the birth date given at sign-up: 40 in the analyses, the reading profile and the summary', async () => {
      const u = await signUp(t, 'forty', { first_name: 'Sam', last_name: 'Rivera', user_type: 'parent', birth_date: yearsAgo(40) });
      // what every analysis for "myself" is judged against
      expect(await t.app.get<ReaderDirectory>(READER_DIRECTORY).find(u.id, 'self')).toMatchObject({ id: 'self', age: 40, ageSource: 'birth_date' });
      // a quiz that says otherwise does not make the summary disagree
      const summary = await t
        .http()
        .post('/api/reader-profiles/summary')
        .set(u.auth)
        .send({ reader_id: 'self', quizData: { age: 30, book_preferences: { genres: ['mystery'] } } })
        .expect(200);
      expect(summary.body.summary).toMatch(/^Meet Sam, age 40\./);
      expect((await t.http().get('/api/reading-profile').set(u.auth).expect(200)).body).toMatchObject({ age: 40 });
      expect(await t.app.get<ReaderDirectory>(READER_DIRECTORY).find(u.id, 'self')).toMatchObject({ age: 40 });
    });

    it('falls back to the existing defaults only when no birth date is known', async () => {
      const u = await signUp(t, 'no-birth');
      expect(await t.app.get<ReaderDirectory>(READER_DIRECTORY).find(u.id, 'self')).toMatchObject({ age: 30, ageSource: 'default' }); // the one default of the own profile (no birth date)
      const summary = await t
        .http()
        .post('/api/reader-profiles/summary')
        .set(u.auth)
        .send({ reader_id: 'self', quizData: { book_preferences: { genres: ['mystery'] } } })
        .expect(200);
      expect(summary.body.summary).toMatch(/, age 30\./);
    });
  });
});
