import { ACCOUNT_LIMIT_MESSAGES, ACCOUNT_LIMITS, matchBook, requestMatch } from '../../domain/index.js';
import { aBook, aReader, fact } from '../../tests/doubles/books/book-mother.js';
import { FixedReaderDirectory } from '../../tests/doubles/books/fixed-reader-directory.js';
import { profileOf } from '../books/reader-profile.js';
import type { Actor } from '../ports/actor.js';
import type { CatalogBook } from '../ports/book-catalog.port.js';
import type { ReaderActor } from '../reader-access/reader-actor.js';
import { AnswerBookRequestUseCase } from './answer-book-request.use-case.js';
import { AskForBookUseCase } from './ask-for-book.use-case.js';
import { InMemoryBookRequestStore } from '../../tests/doubles/book-requests/in-memory-book-request-store.js';
import { ListBookRequestsUseCase } from './list-book-requests.use-case.js';
import type { RequestCatalog } from './request-matcher.js';

const parent: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const stranger: Actor = { ...parent, id: 'user-b' };
const mia: ReaderActor = { readerId: 'mia', userId: 'user-a', sessionId: 'rs' };
const now = new Date('2026-11-23T12:00:00Z');
const clock = { now: () => now };
const violent = aBook({ title: 'Battle Book', author: 'Ann Author', isbn: '9780000000019', categories: [fact('violence', 4)] });

/** A catalog of the given books, counting its look-ups. */
class TwoBookCatalog implements RequestCatalog {
  lookups = 0;
  constructor(private readonly books: CatalogBook[]) {}
  async findByIsbn(isbn: string) {
    this.lookups += 1;
    return this.books.find((b) => b.isbn === isbn) ?? null;
  }
  async findByTitleAuthor(title: string, author: string) {
    this.lookups += 1;
    return this.books.find((b) => b.title.toLowerCase() === title.toLowerCase() && b.author.toLowerCase() === author.toLowerCase()) ?? null;
  }
}

describe('ask and approve (use cases)', () => {
  let store: InMemoryBookRequestStore;
  let catalog: TwoBookCatalog;
  const directory = new FixedReaderDirectory({ 'user-a': [aReader({ id: 'mia', name: 'Mia', age: 9, tolerance: { violence: 0 } })] });
  beforeEach(() => {
    store = new InMemoryBookRequestStore({ mia: { name: 'Mia', age: 9 } });
    catalog = new TwoBookCatalog([violent]);
  });
  const ask = (body: Record<string, unknown>) => new AskForBookUseCase(store, clock).execute(body, mia);
  const answer = (id: string, action: 'approve' | 'decline', note?: string, actor = parent) =>
    new AnswerBookRequestUseCase(store, catalog, directory, clock).execute({ id, action, note }, actor);

  it('stores an ask as pending, stamped with the clock, in the reader shape', async () => {
    const sut = await ask({ title: ' Holes ', author: 'Louis Sachar', note: 'please' });
    expect(sut).toEqual({
      ok: true,
      value: {
        id: 'req-1',
        title: 'Holes',
        author: 'Louis Sachar',
        isbn: null,
        reader_note: 'please',
        status: 'pending',
        parent_note: null,
        created_at: now.toISOString(),
        decided_at: null,
      },
    });
  });

  it.each([
    ['no title', { author: 'A' }, ['Title is required']],
    ['no title nor author', {}, ['Title is required', 'Author is required']],
  ])('refuses an ask with %s as unprocessable, storing nothing', async (_rule, body, errors) => {
    expect(await ask(body)).toMatchObject({ ok: false, error: { code: 'unprocessable', message: errors[0], errors } });
    expect(store.rows).toEqual([]);
  });

  it(`refuses an ask past ${ACCOUNT_LIMITS.pendingBookRequests} waiting ones with 409 limit_reached (issue #19)`, async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.pendingBookRequests; i++) expect((await ask({ title: `Book ${i}`, author: 'Ann Author' })).ok).toBe(true);
    expect(await ask({ title: 'One more', author: 'Ann Author' })).toMatchObject({
      ok: false,
      error: { code: 'limit_reached', message: ACCOUNT_LIMIT_MESSAGES.pendingBookRequests },
    });
    expect(store.rows).toHaveLength(ACCOUNT_LIMITS.pendingBookRequests);
  });

  it('refuses a second pending ask for the same book, also when the store settles a race', async () => {
    await ask({ title: 'Holes', author: 'Louis Sachar' });
    expect(await ask({ title: 'HOLES', author: 'louis sachar' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: 'You already asked for this book.' },
    });
    store.loseNextRace = true;
    expect(await ask({ title: 'Wonder', author: 'R. J. Palacio' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: 'You already asked for this book.' },
    });
  });

  it("lists the parent's pending requests with matchBook's judgement of the catalog book, null for an unknown book", async () => {
    await ask({ title: 'Unknown', author: 'Nobody' });
    await ask({ title: 'battle book', author: 'ann author' });
    const sut = await new ListBookRequestsUseCase(store, catalog, directory).execute({ status: 'pending' }, parent);
    const expected = requestMatch(matchBook(violent.facts, profileOf((await directory.find('user-a', 'mia'))!)));
    expect(sut.map((r) => [r.title, r.reader_name, r.match])).toEqual([
      ['battle book', 'Mia', expected],
      ['Unknown', 'Mia', null],
    ]);
    expect(expected.conflicts).toEqual([{ category: 'violence', label: 'Violence', level: 4, limit: 0 }]);
    expect(await new ListBookRequestsUseCase(store, catalog, directory).execute({ status: 'all' }, stranger)).toEqual([]);
  });

  it('finds the book by ISBN first, and looks each book up once per listing', async () => {
    await ask({ title: 'Another title', author: 'x', isbn: violent.isbn });
    const sut = await new ListBookRequestsUseCase(store, catalog, directory).execute({ status: 'all' }, parent);
    expect(sut[0].match?.conflicts.map((c) => c.category)).toEqual(['violence']);
    expect(catalog.lookups).toBe(1);
  });

  it("approves: the book goes onto the reader's list as 'Name (Age N)', the note is kept; then 409", async () => {
    const asked = await ask({ title: 'Holes', author: 'Louis Sachar' });
    const id = asked.ok ? asked.value.id : '';
    const sut = await answer(id, 'approve', ' Enjoy! ');
    expect(sut).toMatchObject({ ok: true, value: { status: 'approved', parent_note: 'Enjoy!', decided_at: now.toISOString(), match: null } });
    expect(store.listed).toEqual([{ user_id: 'user-a', reader_id: 'mia', reader_name: 'Mia (Age 9)', title: 'Holes', author: 'Louis Sachar', analysis: null }]);
    expect(await answer(id, 'decline')).toMatchObject({ ok: false, error: { code: 'conflict', message: 'This request has already been answered.' } });
  });

  it('declines without touching the list', async () => {
    const asked = await ask({ title: 'Holes', author: 'Louis Sachar' });
    expect(await answer(asked.ok ? asked.value.id : '', 'decline', 'Not yet')).toMatchObject({
      ok: true,
      value: { status: 'declined', parent_note: 'Not yet' },
    });
    expect(store.listed).toEqual([]);
  });

  it.each([
    ["another account's request", 'req-1', stranger, 'not_found', 'Request not found.'],
    ['an unknown id', 'req-9', parent, 'not_found', 'Request not found.'],
  ])('answers %s as not found', async (_label, id, actor, code, message) => {
    await ask({ title: 'Holes', author: 'Louis Sachar' });
    expect(await answer(id, 'approve', undefined, actor)).toMatchObject({ ok: false, error: { code, message } });
  });

  it('refuses a note over 500 characters, and a parallel answer that won first', async () => {
    const asked = await ask({ title: 'Holes', author: 'Louis Sachar' });
    const id = asked.ok ? asked.value.id : '';
    expect(await answer(id, 'approve', 'x'.repeat(501))).toMatchObject({
      ok: false,
      error: { code: 'unprocessable', message: 'Note must be at most 500 characters' },
    });
    store.loseNextRace = true;
    expect(await answer(id, 'approve')).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(store.listed).toEqual([]);
  });
});
