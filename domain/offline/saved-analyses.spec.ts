import { findSavedAnalysis, questionKey, rememberAnalysis, SAVED_ANALYSES_LIMIT, type SavedAnalysis } from './saved-analyses.js';

type Answer = { title: string; author: string; isbn?: string | null; matchScore: number };
const saved = (readerId: string, title: string, over: Partial<SavedAnalysis<Answer>> = {}): SavedAnalysis<Answer> => ({
  readerId,
  savedAt: 1,
  questions: [],
  answer: { title, author: 'R. J. Palacio', isbn: null, matchScore: 80 },
  ...over,
});

describe('a device keeps the last 50 analyses, one per book and reader', () => {
  it.each<[string, SavedAnalysis<Answer>[], SavedAnalysis<Answer>, string[]]>([
    ['a new answer goes first', [saved('sam', 'Holes')], saved('sam', 'Wonder'), ['sam:Wonder', 'sam:Holes']],
    [
      'the same book for the same reader replaces the older copy',
      [saved('sam', 'Wonder'), saved('sam', 'Holes')],
      saved('sam', 'wonder '),
      ['sam:wonder ', 'sam:Holes'],
    ],
    ['the same book for another reader is kept beside it', [saved('sam', 'Wonder')], saved('alex', 'Wonder'), ['alex:Wonder', 'sam:Wonder']],
  ])('%s', (_rule, list, entry, expected) => {
    expect(rememberAnalysis(list, entry, { originalQuery: entry.answer.title }).map((e) => `${e.readerId}:${e.answer.title}`)).toEqual(expected);
  });

  it(`only the newest ${SAVED_ANALYSES_LIMIT} stay`, () => {
    let list: SavedAnalysis<Answer>[] = [];
    for (let i = 0; i < SAVED_ANALYSES_LIMIT + 5; i++) list = rememberAnalysis(list, saved('sam', `Book ${i}`), {});
    expect(list).toHaveLength(SAVED_ANALYSES_LIMIT);
    expect([list[0].answer.title, list.at(-1)!.answer.title]).toEqual([`Book ${SAVED_ANALYSES_LIMIT + 4}`, 'Book 5']);
  });

  it('a replaced answer keeps the questions that led to the older copy', () => {
    const first = rememberAnalysis([], saved('sam', 'Wonder'), { originalQuery: 'wonder palacio' });
    const again = rememberAnalysis(first, saved('sam', 'Wonder'), { isbn: '978-0-375-86902-0' });
    expect(findSavedAnalysis(again, 'sam', { originalQuery: 'Wonder  Palacio' })?.entry.answer.title).toBe('Wonder');
    expect(findSavedAnalysis(again, 'sam', { isbn: '9780375869020' })?.entry.answer.title).toBe('Wonder');
  });
});

describe('a question asked offline finds its saved answer', () => {
  const list = rememberAnalysis(
    rememberAnalysis([], saved('alex', 'Holes', { answer: { title: 'Holes', author: 'Louis Sachar', isbn: '9780440414803', matchScore: 70 } }), {
      originalQuery: 'holes',
    }),
    saved('sam', 'Wonder'),
    { originalQuery: 'wonder' },
  );
  it.each<[string, string, Parameters<typeof findSavedAnalysis>[2], string | null, boolean | null]>([
    ['the same typed words for the same reader', 'sam', { originalQuery: ' WONDER ' }, 'Wonder', true],
    ['the title and author of a saved book', 'sam', { title: 'Wonder', author: 'r. j. palacio' }, 'Wonder', true],
    ["the book's ISBN, hyphens or not", 'alex', { isbn: '978-0-440-41480-3' }, 'Holes', true],
    ['another reader: the saved answer, to be judged again', 'sam', { originalQuery: 'holes' }, 'Holes', false],
    ['a book never checked on this device', 'sam', { originalQuery: 'Matilda' }, null, null],
    ['an empty question', 'sam', {}, null, null],
  ])('%s', (_rule, readerId, question, title, sameReader) => {
    const found = findSavedAnalysis(list, readerId, question);
    expect(found ? [found.entry.answer.title, found.sameReader] : [null, null]).toEqual([title, sameReader]);
  });

  it.each<[Parameters<typeof questionKey>[0], string]>([
    [{ isbn: '978-0-375', originalQuery: 'x' }, 'isbn:978037'.concat('5')],
    [{ originalQuery: '  The   Hobbit ' }, 'q:the hobbit'],
    [{ title: 'Holes', author: 'Louis Sachar' }, 'book:holes|louis sachar'],
    [{}, ''],
  ])('questionKey(%j) is %s', (q, key) => expect(questionKey(q)).toBe(key));
});
