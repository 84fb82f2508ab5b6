import { ManualClock, InMemoryRateLimiter } from '../../tests/doubles/accounts/accounts-test-kit.js';
import { aBook, fact } from '../../tests/doubles/books/book-mother.js';
import type { Actor } from '../ports/actor.js';
import type { CatalogBook } from '../ports/book-catalog.port.js';
import { DecideCorrectionUseCase } from './decide-correction.use-case.js';
import { FileCorrectionUseCase } from './file-correction.use-case.js';
import { InMemoryCorrectionStore } from '../../tests/doubles/corrections/in-memory-correction-store.js';
import { ListCorrectionsQuery } from './list-corrections.query.js';

const parent: Actor = { id: 'u-parent', email: 'p@example.com', isAdmin: false, sessionId: 's1' };
const admin: Actor = { id: 'u-admin', email: 'a@example.com', isAdmin: true, sessionId: 's2' };

/** The catalog look-ups the corrections use, over a list of books. */
class InMemoryBooks {
  constructor(readonly books: CatalogBook[]) {}
  async get(id: string) {
    return this.books.find((b) => b.id === id) ?? null;
  }
  async findByIsbn(isbn: string) {
    return this.books.find((b) => b.isbn === isbn) ?? null;
  }
  async findByTitleAuthor(title: string, author: string) {
    return this.books.find((b) => b.title.toLowerCase() === title.toLowerCase() && b.author.toLowerCase() === author.toLowerCase()) ?? null;
  }
}

function setup() {
  const clock = new ManualClock();
  const store = new InMemoryCorrectionStore();
  const book = aBook({ title: 'Holes', author: 'Louis Sachar', isbn: '9780440414803', categories: [fact('violence', 2, 'Scuffles at camp.')] });
  const books = new InMemoryBooks([book]);
  return {
    clock,
    store,
    book,
    file: new FileCorrectionUseCase(store, books, new InMemoryRateLimiter(clock), clock),
    decide: new DecideCorrectionUseCase(store, books, clock),
    list: new ListCorrectionsQuery(store, books),
  };
}

describe('filing a correction', () => {
  it('stores it open with the proposed severity, found by ISBN', async () => {
    const { file, store } = setup();
    const sut = await file.execute({ title: '', author: '', isbn: '9780440414803', category: 'violence', kind: 'too_lenient' }, parent);
    expect(sut).toMatchObject({ ok: true, value: { status: 'open', proposed_severity: 3, user_id: 'u-parent', title: 'Holes' } });
    expect(store.rows).toHaveLength(1);
  });

  it('finds the book by title and author when there is no ISBN', async () => {
    const { file } = setup();
    const sut = await file.execute({ title: 'holes', author: 'louis sachar', category: 'violence', kind: 'too_strict' }, parent);
    expect(sut).toMatchObject({ ok: true, value: { proposed_severity: 1 } });
  });

  it.each([
    [
      'an invalid report',
      { title: 'Holes', author: 'Louis Sachar', category: 'violence', kind: 'other' },
      'validation_failed',
      'Please describe the problem in a note',
    ],
    [
      'an unknown book',
      { title: 'Nope', author: 'Nobody', category: 'violence', kind: 'too_strict' },
      'not_found',
      "We couldn't find that book in ShelfCheck's catalog, so its rating cannot be corrected.",
    ],
  ])('refuses %s and stores nothing', async (_case, cmd, code, message) => {
    const { file, store } = setup();
    const sut = await file.execute(cmd, parent);
    expect(sut.ok).toBe(false);
    expect(!sut.ok && { code: sut.error.code, message: sut.error.message }).toEqual({ code, message });
    expect(store.rows).toHaveLength(0);
  });

  it('allows 10 an hour, then rate limited with the wait, and again after the hour', async () => {
    const { file, clock } = setup();
    const cmd = { title: 'Holes', author: 'Louis Sachar', category: 'violence', kind: 'too_strict' };
    for (let i = 0; i < 10; i++) expect((await file.execute(cmd, parent)).ok).toBe(true);
    const refused = await file.execute(cmd, parent);
    expect(!refused.ok && refused.error.code).toBe('rate_limited');
    expect(!refused.ok && refused.error.message).toBe('Too many correction attempts. Please wait 60 minutes.');
    clock.advance(60 * 60 * 1000 + 1);
    expect((await file.execute(cmd, parent)).ok).toBe(true);
  });
});

describe('deciding a correction', () => {
  async function filed(kind = 'too_lenient') {
    const s = setup();
    const made = await s.file.execute({ title: 'Holes', author: 'Louis Sachar', category: 'violence', kind }, parent);
    if (!made.ok) throw made.error;
    return { ...s, id: made.value.id };
  }

  it('accepts with the proposal and writes it to the catalog column', async () => {
    const { decide, store, id, book } = await filed();
    const sut = await decide.execute({ id, action: 'accept' }, admin);
    expect(sut).toMatchObject({ ok: true, value: { message: 'Correction accepted', correction: { status: 'accepted', decided_by: 'u-admin' } } });
    expect(store.catalogWrites).toEqual([{ bookId: book.id, flag: 'violence', after: { present: true, severity: 3, example: 'Scuffles at camp.' } }]);
  });

  it("accepts with the admin's edits", async () => {
    const { decide, store, id } = await filed();
    await decide.execute({ id, action: 'accept', severity: 5, example: 'A shooting.' }, admin);
    expect(store.catalogWrites[0].after).toEqual({ present: true, severity: 5, example: 'A shooting.' });
  });

  it('refuses edits the domain refuses, and nothing is written', async () => {
    const { decide, store, id } = await filed();
    const sut = await decide.execute({ id, action: 'accept', present: false, severity: 3 }, admin);
    expect(!sut.ok && [sut.error.code, sut.error.message]).toEqual(['validation_failed', 'Content that is not present has severity 0']);
    expect(store.catalogWrites).toEqual([]);
    expect(store.rows[0].status).toBe('open');
  });

  it('rejects without touching the catalog; a second decision is a conflict', async () => {
    const { decide, store, id } = await filed();
    expect(await decide.execute({ id, action: 'reject', note: 'Fine as is.' }, admin)).toMatchObject({
      ok: true,
      value: { correction: { status: 'rejected', decision_note: 'Fine as is.' } },
    });
    expect(store.catalogWrites).toEqual([]);
    const again = await decide.execute({ id, action: 'accept' }, admin);
    expect(!again.ok && [again.error.code, again.error.message]).toEqual(['conflict', 'Cannot accept a correction that is rejected']);
  });

  it('is a conflict when another admin decided between the read and the write', async () => {
    const { store, id } = await filed();
    const raced = new DecideCorrectionUseCase(
      Object.assign(Object.create(store) as InMemoryCorrectionStore, {
        reject: async () => {
          await store.accept({
            id,
            decidedBy: 'u-other',
            decisionNote: null,
            at: new Date(),
            bookId: 'b',
            flag: 'violence',
            after: { present: false, severity: 0, example: '' },
          });
          return null;
        },
      }),
      { get: async () => null },
      { now: () => new Date() },
    );
    const sut = await raced.execute({ id, action: 'reject' }, admin);
    expect(!sut.ok && [sut.error.code, sut.error.message]).toEqual(['conflict', 'Cannot reject a correction that is accepted']);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-00000000abcd'],
    ['a malformed id', 'nope'],
  ])('answers not found for %s', async (_case, id) => {
    const { decide } = setup();
    const sut = await decide.execute({ id, action: 'reject' }, admin);
    expect(!sut.ok && sut.error.code).toBe('not_found');
  });

  it('answers not found when the book left the catalog', async () => {
    const { store, clock, id } = await filed();
    const sut = await new DecideCorrectionUseCase(store, { get: async () => null }, clock).execute({ id, action: 'accept' }, admin);
    expect(!sut.ok && sut.error.code).toBe('not_found');
    expect(store.rows[0].status).toBe('open');
  });
});

describe('the admin queue', () => {
  it('lists newest first with current and proposed ratings', async () => {
    const { file, list, clock } = setup();
    await file.execute({ title: 'Holes', author: 'Louis Sachar', category: 'violence', kind: 'too_strict' }, parent);
    clock.advance(1000);
    await file.execute({ title: 'Holes', author: 'Louis Sachar', category: 'profanity', kind: 'missing_content', note: 'Swearing in ch. 3' }, parent);
    const sut = await list.execute('open', 10);
    expect(sut.map((c) => [c.category, c.current, c.proposed])).toEqual([
      ['profanity', { present: false, severity: 0, example: '' }, { present: true, severity: 1, example: '' }],
      ['violence', { present: true, severity: 2, example: 'Scuffles at camp.' }, { present: true, severity: 1, example: 'Scuffles at camp.' }],
    ]);
  });
});
