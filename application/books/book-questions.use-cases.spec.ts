import type { Actor } from '../ports/actor.js';
import type { AiGate } from '../ports/ai-gate.port.js';
import type { BookCatalog, CatalogFactsHit, CatalogHit } from '../ports/book-catalog.port.js';
import { BookChatUseCase } from './book-chat.use-case.js';
import { BookReviewsUseCase } from './book-reviews.use-case.js';
import { aBook, aReader, fact } from '../../tests/doubles/books/book-mother.js';
import { ContentDetailsUseCase } from './content-details.use-case.js';
import { FixedReaderDirectory } from '../../tests/doubles/books/fixed-reader-directory.js';
import { InMemoryBookIntelligence } from '../../tests/doubles/books/in-memory-book-intelligence.js';
import { SearchBooksUseCase } from './search-books.use-case.js';

const actor: Actor = { id: 'user-1', email: 'parent@example.com', isAdmin: false, sessionId: 's-1' };
const failed = <T>(o: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }) => (o.ok ? null : [o.error.code, o.error.message]);

describe('SearchBooksUseCase', () => {
  const hits: CatalogHit[] = [{ id: 'id-1', title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', score: 0.82 }];
  const asked: string[] = [];
  const catalog = { search: async (q: string, limit: number) => (asked.push(`${q}|${limit}`), hits) } as unknown as BookCatalog;
  const sut = new SearchBooksUseCase(catalog);

  it('answers the catalog hits without their ids, best first, for the trimmed query, and counts nothing', async () => {
    expect(await sut.execute({ q: "  charlote's web " })).toEqual({
      ok: true,
      value: { hits: [{ title: "Charlotte's Web", author: 'E. B. White', isbn: '9780064400558', score: 0.82 }], hiddenCount: null },
    });
    expect(asked).toEqual(["charlote's web|10"]);
  });

  it.each([
    ['a missing query', undefined, 'This field is required'],
    ['a blank query', '   ', 'This field is required'],
    ['a query over 300 characters', 'a'.repeat(301), 'Maximum length is 300 characters'],
    ['a script', '<script>x</script>', 'Input contains potentially dangerous content'],
  ])('refuses %s', async (_case, q, message) => {
    expect(failed(await sut.execute({ q }))).toEqual(['validation_failed', message]);
  });
});

describe('SearchBooksUseCase for a reader', () => {
  // Mia (8) avoids violence (0); the author search scores every Dahl book alike
  const hit = (title: string, score: number, book = aBook({ title })): CatalogFactsHit => ({
    id: book.id,
    title,
    author: 'Roald Dahl',
    isbn: null,
    score,
    facts: book.facts,
  });
  const hits = [
    hit('The Witches', 0.9, aBook({ title: 'The Witches', categories: [fact('scary_horror', 4)] })),
    hit('George', 0.9, aBook({ title: 'George', categories: [fact('violence', 2)] })),
    hit('Matilda', 0.9, aBook({ title: 'Matilda', tags: ['fantasy'] })),
    hit('Danny', 0.95),
  ];
  const calls: string[] = [];
  const catalog = {
    search: async () => (calls.push('search'), []),
    searchWithFacts: async (q: string, limit: number) => (calls.push(`searchWithFacts:${q}|${limit}`), hits),
  } as unknown as BookCatalog;
  const sut = new SearchBooksUseCase(catalog, new FixedReaderDirectory({ 'user-1': [aReader()] }));
  const titles = (o: Awaited<ReturnType<typeof sut.execute>>) => (o.ok ? o.value.hits.map((h) => h.title) : null);

  it('hides a book above a zero-tolerance category, counts it, and ranks better fits first among equal scores', async () => {
    const outcome = await sut.execute({ q: 'dahl', readerId: 'reader-1' }, actor);
    expect(titles(outcome)).toEqual(['Danny', 'Matilda', 'The Witches']);
    expect(outcome.ok && outcome.value.hiddenCount).toBe(1);
    expect(calls).toEqual(['searchWithFacts:dahl|10']);
  });

  it("gives each result the reader's fit", async () => {
    const outcome = await sut.execute({ q: 'dahl', readerId: 'reader-1', showAll: true }, actor);
    const george = outcome.ok ? outcome.value.hits.find((h) => h.title === 'George') : null;
    expect(george?.fit).toEqual({
      match_level: 'poor',
      match_score: 39,
      conflicts: [{ category: 'violence', label: 'Violence', zero_tolerance: true }],
      exceeds_zero_tolerance: true,
    });
  });

  it('shows the hidden book with showAll, in its place, and hides none', async () => {
    const outcome = await sut.execute({ q: 'dahl', readerId: 'reader-1', showAll: true }, actor);
    expect(titles(outcome)).toEqual(['Danny', 'Matilda', 'The Witches', 'George']);
    expect(outcome.ok && outcome.value.hiddenCount).toBe(0);
  });

  it('shows the book the query typed first, with its conflict, and counts only the others (issue 18)', async () => {
    const outcome = await sut.execute({ q: 'george roald dahl', readerId: 'reader-1' }, actor);
    expect(titles(outcome)).toEqual(['George', 'Danny', 'Matilda', 'The Witches']);
    const [first, ...rest] = outcome.ok ? outcome.value.hits : [];
    expect(first).toMatchObject({ title: 'George', typed: true, fit: { exceeds_zero_tolerance: true } });
    expect(rest.some((h) => 'typed' in h)).toBe(false);
    expect(outcome.ok && outcome.value.hiddenCount).toBe(0);
  });

  it('a title typed among several of that title: the best match is the book typed; an author alone types none', async () => {
    const twice = [
      hit('George', 0.9, aBook({ title: 'George', categories: [fact('violence', 2)] })),
      { ...hit('George', 0.8), author: 'Alex Gino' },
      ...hits.slice(2),
    ];
    const sutTwice = new SearchBooksUseCase(
      { searchWithFacts: async () => twice } as unknown as BookCatalog,
      new FixedReaderDirectory({ 'user-1': [aReader()] }),
    );
    const typed = await sutTwice.execute({ q: 'george', readerId: 'reader-1' }, actor);
    expect(typed.ok && typed.value.hits.map((h) => [h.title, h.author, h.typed ?? false])[0]).toEqual(['George', 'Roald Dahl', true]);
    const none = await sut.execute({ q: 'roald dahl', readerId: 'reader-1' }, actor);
    expect(none.ok && none.value.hits.some((h) => h.typed)).toBe(false);
  });

  it('the book an ISBN names is the book typed', async () => {
    const isbn = [{ ...hit('George', 1, aBook({ title: 'George', categories: [fact('violence', 2)] })), isbn: '9780064400558' }];
    const sutIsbn = new SearchBooksUseCase(
      { searchWithFacts: async () => isbn } as unknown as BookCatalog,
      new FixedReaderDirectory({ 'user-1': [aReader()] }),
    );
    const outcome = await sutIsbn.execute({ q: '978-0-06-440055-8', readerId: 'reader-1' }, actor);
    expect(outcome.ok && [outcome.value.hits.map((h) => h.title), outcome.value.hiddenCount]).toEqual([['George'], 0]);
  });

  it.each([
    ["another account's reader", 'reader-1', { ...actor, id: 'user-2' }],
    ['an unknown reader', 'reader-9', actor],
    ['no caller', 'reader-1', undefined],
  ])('answers not found for %s', async (_case, readerId, caller) => {
    expect(failed(await sut.execute({ q: 'dahl', readerId }, caller))).toEqual(['not_found', 'Please select a family member or yourself']);
  });
});

describe('ContentDetailsUseCase', () => {
  it.each([
    ['a canonical id', 'violence', 'violence'],
    ['a label', 'Drugs & Alcohol', 'drugs_alcohol'],
    ['an analysis label', 'Occult, Witchcraft, or Supernatural Themes', 'supernatural_dark'],
    ['a catalog flag', 'bullying_cruelty', 'bullying_malicious'],
  ])('asks for the examples of %s under its canonical category', async (_case, category, canonical) => {
    const intelligence = new InMemoryBookIntelligence();
    const sut = new ContentDetailsUseCase(intelligence);
    expect(await sut.execute({ title: 'Holes', author: 'Louis Sachar', category }, actor)).toEqual({ ok: true, value: { examples: [] } });
    expect(intelligence.calls).toEqual([`details:${canonical}`]);
  });

  it('refuses an unknown category with bad_request', async () => {
    expect(
      failed(await new ContentDetailsUseCase(new InMemoryBookIntelligence()).execute({ title: 'Holes', author: 'Louis Sachar', category: 'knitting' }, actor)),
    ).toEqual(['bad_request', 'Unknown content category: knitting']);
  });
});

describe('BookReviewsUseCase', () => {
  it('passes the cleaned perspective and answers an empty list as it is', async () => {
    const intelligence = new InMemoryBookIntelligence();
    expect(await new BookReviewsUseCase(intelligence).execute({ title: 'Holes', author: 'Louis Sachar', perspective: '  <b>teachers</b> ' }, actor)).toEqual({
      ok: true,
      value: { reviews: [] },
    });
    expect(intelligence.calls).toEqual(['reviews:teachers']);
  });

  it('refuses a blank perspective before asking anyone', async () => {
    const intelligence = new InMemoryBookIntelligence();
    expect(failed(await new BookReviewsUseCase(intelligence).execute({ title: 'Holes', author: 'Louis Sachar', perspective: ' ' }, actor))).toEqual([
      'validation_failed',
      'This field is required',
    ]);
    expect(intelligence.calls).toEqual([]);
  });
});

describe('BookChatUseCase', () => {
  const readers = new FixedReaderDirectory({ [actor.id]: [aReader({ id: 'mia', name: 'Mia' })] });
  const book = { title: 'Holes', author: 'Louis Sachar' };

  it("answers for the reader loaded on the server, trimming the intelligence's answer", async () => {
    const intelligence = new InMemoryBookIntelligence();
    intelligence.reply = '  No swearing.  ';
    expect(await new BookChatUseCase(intelligence, readers).execute({ book, question: 'Any swearing?', readerId: 'mia' }, actor)).toEqual({
      ok: true,
      value: { response: 'No swearing.' },
    });
    expect(intelligence.calls).toEqual(['answer:Any swearing?:Mia']);
  });

  it('turns an empty answer into the default answer', async () => {
    const intelligence = new InMemoryBookIntelligence();
    intelligence.reply = ' ';
    const outcome = await new BookChatUseCase(intelligence, readers).execute({ book, question: 'What colour is the cover?', readerId: 'mia' }, actor);
    expect(outcome).toEqual({ ok: true, value: { response: "I can only answer from ShelfCheck's content notes for this book; they don't cover that." } });
  });

  it.each([
    ['a blank question', { book, question: '  ', readerId: 'mia' }, ['validation_failed', 'This field is required']],
    ['a question over 1000 characters', { book, question: 'a'.repeat(1001), readerId: 'mia' }, ['validation_failed', 'Maximum length is 1000 characters']],
    [
      "another account's reader",
      { book, question: 'Any swearing?', readerId: 'kid-of-someone-else' },
      ['not_found', 'Please select a family member or yourself'],
    ],
  ])('refuses %s', async (_case, cmd, expected) => {
    const intelligence = new InMemoryBookIntelligence();
    expect(failed(await new BookChatUseCase(intelligence, readers).execute(cmd, actor))).toEqual(expected);
    expect(intelligence.calls).toEqual([]);
  });
});

describe('the AI gate around questions about a book', () => {
  /** Records whose calls went through the gate, and lets them through. */
  class RecordingGate implements AiGate {
    readonly admitted: string[] = [];
    run<T>(userId: string, task: () => Promise<T>): Promise<T> {
      this.admitted.push(userId);
      return task();
    }
  }
  const readers = new FixedReaderDirectory({ [actor.id]: [aReader({ id: 'mia', name: 'Mia' })] });

  it('asks the intelligence only through the gate, for the asking account (chat, reviews, examples)', async () => {
    const intelligence = new InMemoryBookIntelligence();
    const gate = new RecordingGate();
    await new BookChatUseCase(intelligence, readers, gate).execute(
      { book: { title: 'Holes', author: 'Louis Sachar' }, question: 'Any swearing?', readerId: 'mia' },
      actor,
    );
    await new BookReviewsUseCase(intelligence, gate).execute({ title: 'Holes', author: 'Louis Sachar', perspective: 'teachers' }, actor);
    await new ContentDetailsUseCase(intelligence, gate).execute({ title: 'Holes', author: 'Louis Sachar', category: 'violence' }, actor);
    expect(gate.admitted).toEqual([actor.id, actor.id, actor.id]);
    expect(intelligence.calls).toHaveLength(3);
  });

  it('does not queue a refused request at the gate', async () => {
    const gate = new RecordingGate();
    await new BookReviewsUseCase(new InMemoryBookIntelligence(), gate).execute({ title: 'Holes', author: 'Louis Sachar', perspective: '   ' }, actor);
    await new BookChatUseCase(new InMemoryBookIntelligence(), readers, gate).execute(
      { book: { title: 'Holes', author: 'Louis Sachar' }, question: 'x', readerId: 'nobody' },
      actor,
    );
    expect(gate.admitted).toEqual([]);
  });
});
