import { QUIZ_ANSWER_MESSAGES as QUIZ } from '../../domain/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { signIn, type Reader } from './readers-auth.helper.js';

describe('reader data: family members, family values, own reading profile', () => {
  let t: TestApp;
  let a: Reader;
  beforeAll(async () => {
    t = await startTestApp();
    a = await signIn(t, 'members');
  });
  afterAll(() => t.close());

  const addMember = (who: Reader, body: Record<string, unknown>) => t.http().post('/api/family-members').set(who.auth).send(body);

  describe('family members', () => {
    it('adds (201, the row), lists oldest first, changes part of one and removes it (204, then 404)', async () => {
      const u = await signIn(t, 'members-crud');
      const first = await addMember(u, {
        name: ' Mia ',
        age: 8,
        reading_level: 'Elementary',
        quiz_data: { loved_books: 'Matilda' },
        content_tolerance: { violence: 1 },
      }).expect(201);
      expect(first.body).toMatchObject({
        user_id: u.id,
        name: 'Mia',
        age: 8,
        reading_level: 'Elementary',
        has_completed_quiz: false,
        quiz_data: { loved_books: 'Matilda' },
        content_tolerance: { violence: 1 },
        ai_summary: null,
        book_filters: null,
      });
      expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/);
      t.clock.advance(1000);
      const second = await addMember(u, { name: 'Leo', age: 13, reading_level: 'Middle School' }).expect(201);

      const list = await t.http().get('/api/family-members').set(u.auth).expect(200);
      expect(list.body.map((m: { name: string }) => m.name)).toEqual(['Mia', 'Leo']);

      const patched = await t.http().patch(`/api/family-members/${first.body.id}`).set(u.auth).send({ age: 9, ai_summary: 'Loves dragons.' }).expect(200);
      expect(patched.body).toMatchObject({
        name: 'Mia',
        age: 9,
        reading_level: 'Elementary',
        ai_summary: 'Loves dragons.',
        quiz_data: { loved_books: 'Matilda' },
      });

      await t.http().delete(`/api/family-members/${second.body.id}`).set(u.auth).expect(204);
      await t.http().delete(`/api/family-members/${second.body.id}`).set(u.auth).expect(404);
      expect((await t.http().get('/api/family-members').set(u.auth).expect(200)).body).toHaveLength(1);
    });

    it.each([
      ['age 0', { name: 'Mia', age: 0, reading_level: 'Elementary' }, 'Age must be between 1 and 120'],
      ['age 121', { name: 'Mia', age: 121, reading_level: 'Elementary' }, 'Age must be between 1 and 120'],
      ['a non-integer age', { name: 'Mia', age: 8.5, reading_level: 'Elementary' }, 'Age must be between 1 and 120'],
      ['a negative age', { name: 'Mia', age: -3, reading_level: 'Elementary' }, 'Age must be between 1 and 120'],
      ['no age', { name: 'Mia', reading_level: 'Elementary' }, 'Age is required'],
      ['an empty name', { name: '', age: 8, reading_level: 'Elementary' }, 'Name is required'],
      ['a blank name', { name: '   ', age: 8, reading_level: 'Elementary' }, 'Name is required'],
      ['no name', { age: 8, reading_level: 'Elementary' }, 'Name is required'],
      ['no reading level', { name: 'Mia', age: 8 }, 'Reading level is required'],
      [
        'an unknown reading level',
        { name: 'Mia', age: 8, reading_level: 'Wizard' },
        'Reading level must be one of: Early Elementary, Elementary, Middle School, High School, Adult',
      ],
      [
        'a comfort level above 5',
        { name: 'Mia', age: 8, reading_level: 'Elementary', content_tolerance: { violence: 6 } },
        'Comfort levels must be whole numbers from 0 (avoid) to 5 (any level)',
      ],
    ])('refuses a new member with %s: 400 with the domain message', async (_case, body, message) => {
      const res = await addMember(a, body).expect(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', message });
      expect(res.body.errors).toContain(message);
    });

    it('gives every failing rule at once, the first as the message', async () => {
      const res = await addMember(a, { name: '', age: 0 }).expect(400);
      expect(res.body.errors).toEqual(['Name is required', 'Age must be between 1 and 120', 'Reading level is required']);
      expect(res.body.message).toBe('Name is required');
    });

    it.each([
      ['age as text', { name: 'Mia', age: '8', reading_level: 'Elementary' }],
      ['name as a number', { name: 7, age: 8, reading_level: 'Elementary' }],
      ['an unknown field', { name: 'Mia', age: 8, reading_level: 'Elementary', role: 'admin' }],
      ['has_completed_quiz null', { name: 'Mia', age: 8, reading_level: 'Elementary', has_completed_quiz: null }],
    ])('refuses a body of the wrong shape (%s) with 400', async (_case, body) => {
      expect((await addMember(a, body).expect(400)).body.code).toBe('validation_failed');
    });

    it.each([
      ['age 121', { age: 121 }, 'Age must be between 1 and 120'],
      ['age null', { age: null }, 'Age is required'],
      ['an empty name', { name: ' ' }, 'Name is required'],
      ['name null', { name: null }, 'Name is required'],
      ['reading level null', { reading_level: null }, 'Reading level is required'],
    ])('refuses a change to %s, keeping the member as it was', async (_case, changes, message) => {
      const m = await addMember(a, { name: 'Kai', age: 10, reading_level: 'Elementary' }).expect(201);
      const res = await t.http().patch(`/api/family-members/${m.body.id}`).set(a.auth).send(changes).expect(400);
      expect(res.body.message).toBe(message);
      const kept = (await t.http().get('/api/family-members').set(a.auth)).body.find((x: { id: string }) => x.id === m.body.id);
      expect(kept).toMatchObject({ name: 'Kai', age: 10, reading_level: 'Elementary' });
    });

    it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])('answers 404 for an id that names no member (%s)', async (id) => {
      await t.http().patch(`/api/family-members/${id}`).set(a.auth).send({ age: 9 }).expect(404);
      const res = await t.http().delete(`/api/family-members/${id}`).set(a.auth).expect(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'Family member not found', errors: ['Family member not found'] });
    });
  });

  describe('family values', () => {
    it('answers { data: {} } before anything is saved, then keeps one document per account (replaced on each PUT)', async () => {
      const u = await signIn(t, 'values');
      expect((await t.http().get('/api/family-values').set(u.auth).expect(200)).body).toEqual({ data: {} });
      await t
        .http()
        .put('/api/family-values')
        .set(u.auth)
        .send({ data: { values: ['kindness'] } })
        .expect(200);
      const second = await t
        .http()
        .put('/api/family-values')
        .set(u.auth)
        .send({ data: { values: ['honesty'], notes: 'x' } })
        .expect(200);
      expect(second.body).toEqual({ data: { values: ['honesty'], notes: 'x' } });
      expect((await t.http().get('/api/family-values').set(u.auth).expect(200)).body).toEqual({ data: { values: ['honesty'], notes: 'x' } });
    });

    it.each([
      ['no data', {}],
      ['data as a list', { data: ['kindness'] }],
      ['data as text', { data: 'kindness' }],
    ])('refuses %s with 400', async (_case, body) => {
      await t.http().put('/api/family-values').set(a.auth).send(body).expect(400);
    });
  });

  describe('own reading profile', () => {
    it('answers JSON null when there is none (not an error), creates it on PUT, changes only the fields given, deletes it', async () => {
      const u = await signIn(t, 'profile');
      const none = await t.http().get('/api/reading-profile').set(u.auth).expect(200);
      expect(none.body).toBeNull();
      expect(none.text).toBe('null');

      const created = await t
        .http()
        .put('/api/reading-profile')
        .set(u.auth)
        .send({ display_name: 'Sam', quiz_data: { age: 41 } })
        .expect(200);
      expect(created.body).toMatchObject({ user_id: u.id, display_name: 'Sam', quiz_data: { age: 41 }, quiz_completed: false, reading_filter: null });
      const changed = await t
        .http()
        .put('/api/reading-profile')
        .set(u.auth)
        .send({ reading_filter: 'Loves mysteries.', quiz_completed: true, content_tolerance: { violence: 3 } })
        .expect(200);
      expect(changed.body).toMatchObject({
        display_name: 'Sam',
        quiz_data: { age: 41 },
        reading_filter: 'Loves mysteries.',
        quiz_completed: true,
        content_tolerance: { violence: 3 },
      });

      await t.http().delete('/api/reading-profile').set(u.auth).expect(204);
      expect((await t.http().get('/api/reading-profile').set(u.auth).expect(200)).body).toBeNull();
      await t.http().delete('/api/reading-profile').set(u.auth).expect(204); // nothing left: same end state
    });

    it.each([
      ['a comfort level of 2.5', { content_tolerance: { violence: 2.5 } }],
      ['a comfort level of -1', { content_tolerance: { violence: -1 } }],
      ['quiz_completed null', { quiz_completed: null }],
      ['quiz_data as text', { quiz_data: 'x' }],
    ])('refuses %s with 400', async (_case, body) => {
      await t.http().put('/api/reading-profile').set(a.auth).send(body).expect(400);
    });

    it.each([
      ['an age in words', { age: 'nine' }, QUIZ.age],
      ['loved books as a list', { loved_books: ['Matilda'] }, QUIZ.text('loved_books')],
      ['a preference group the quiz does not have', { book_preferences: { moods: ['calm'] } }, QUIZ.preferences],
    ])('refuses quiz answers with %s (the domain message), on the profile and on a family member, and keeps nothing', async (_case, quiz, message) => {
      const before = (await t.http().get('/api/reading-profile').set(a.auth).expect(200)).body as unknown;
      const own = await t.http().put('/api/reading-profile').set(a.auth).send({ quiz_data: quiz }).expect(400);
      expect(own.body.message).toBe(message);
      expect((await t.http().get('/api/reading-profile').set(a.auth).expect(200)).body).toEqual(before);
      const member = await t
        .http()
        .post('/api/family-members')
        .set(a.auth)
        .send({ name: 'Quill', age: 9, reading_level: 'Elementary', quiz_data: quiz })
        .expect(400);
      expect(member.body.message).toBe(message);
      const members = (await t.http().get('/api/family-members').set(a.auth).expect(200)).body as { name: string }[];
      expect(members.map((m) => m.name)).not.toContain('Quill');
    });
  });
});
