import { signUp, startTestApp, type SignedUp, type TestApp } from '../support/test-app.js';
import { aReaderWhoAvoidsViolence } from './discovery-books.helper.js';

/**
 * Identification on the real starter catalog through the HTTP route (issue 18, part 2): a typed
 * query is analysed only as the book whose title it is; the five weak hits are not found,
 * and typing slips, a dropped article and a series number still find the book. Then part 3: the
 * book typed is always shown in the search for a reader, first, whatever its fit.
 */
describe('identification never substitutes another book', () => {
  let t: TestApp;
  let u: SignedUp;
  let miaId: string;
  const analyse = (originalQuery: string) => t.http().post('/api/books/analyze').set(u.auth).send({ book: { originalQuery }, reader_id: 'self' });

  beforeAll(async () => {
    t = await startTestApp();
    u = await signUp(t, 'identify');
    miaId = await aReaderWhoAvoidsViolence(t, u.id);
  });
  afterAll(() => t.close());

  it.each([
    ['Dogsong Gary Paulsen', 'Hatchet'],
    ['The River Gary Paulsen', 'The Giver'],
    ['Wonderstruck', 'Wonder'],
    ['The Night Circus', 'Night'],
    ['Son', "Ender's Game"],
  ])('"%s" is not found (it used to answer with %s)', async (query, wrong) => {
    const res = await analyse(query).expect(404);
    expect(res.body.code).toBe('not_found');
    expect(JSON.stringify(res.body)).not.toContain(wrong === 'Night' ? '"title":"Night"' : wrong);
  });

  it.each([
    ['charlots web', "Charlotte's Web"],
    ['hobbit', 'The Hobbit'],
    ['the hobit', 'The Hobbit'],
    ['hatchit', 'Hatchet'],
    ['Hatchet Gary Paulsen', 'Hatchet'],
    ['Gary Paulsen Hatchet', 'Hatchet'],
    ['Harry Potter 3', 'Harry Potter and the Prisoner of Azkaban'],
    ['prisoner of azkaban', 'Harry Potter and the Prisoner of Azkaban'],
    ['Knuffle Bunny', 'Knuffle Bunny: A Cautionary Tale'],
    ['9780064400558', "Charlotte's Web"],
    ['0-06-440055-7', "Charlotte's Web"],
  ])('"%s" is analysed as %s', async (query, title) => {
    const res = await analyse(query).expect(200);
    expect(res.body.title).toBe(title);
  });

  it('an author alone is a choice of their books, never one of them analysed', async () => {
    const res = await analyse('Gary Paulsen').expect(200);
    expect(res.body).toMatchObject({ requiresSelection: true, matches: [{ title: 'Hatchet', author: 'Gary Paulsen' }] });
  });

  describe('the book typed is always shown in a search for a reader', () => {
    type Hit = { title: string; typed?: true; fit: { exceeds_zero_tolerance: boolean; conflicts: { label: string }[] } };
    const search = (q: string, showAll = false) =>
      t
        .http()
        .get('/api/books/search')
        .query({ q, reader_id: miaId, ...(showAll ? { show_all: 'true' } : {}) })
        .set(u.auth)
        .expect(200);

    it('comes first with its conflict for Mia, and the hidden count leaves it out', async () => {
      const res = await search('The Lightning Thief');
      const [first, ...rest] = res.body as Hit[];
      expect(first).toMatchObject({ title: 'The Lightning Thief', typed: true, fit: { exceeds_zero_tolerance: true } });
      expect(first.fit.conflicts.map((c) => c.label)).toContain('Violence');
      expect(rest.every((h) => !h.typed && !h.fit.exceeds_zero_tolerance)).toBe(true);
      // the others above her limits, as show_all lists them: exactly the ones counted
      const all = (await search('The Lightning Thief', true)).body as Hit[];
      expect(all[0]).toMatchObject({ title: 'The Lightning Thief', typed: true });
      const others = all.slice(1).filter((h) => h.fit.exceeds_zero_tolerance).length;
      expect(Number(res.headers['x-hidden-count'])).toBe(others);
      expect(rest.length + others).toBe(all.length - 1);
    });

    it('a typo of the title is still the book typed; a word of it is not', async () => {
      const typo = (await search('the lightening thief')).body as Hit[];
      expect(typo[0]).toMatchObject({ title: 'The Lightning Thief', typed: true });
      const word = (await search('thief')).body as Hit[];
      expect(word.some((h) => h.typed)).toBe(false);
      expect(word.map((h) => h.title)).not.toContain('The Lightning Thief');
    });
  });
});
