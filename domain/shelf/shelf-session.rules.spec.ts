import {
  admitToShelf,
  SHELF_MESSAGES,
  SHELF_SESSION_MAX_BOOKS,
  SHELF_SESSION_MAX_READERS,
  shelfOrder,
  shelfReaders,
  type ShelfBook,
} from './shelf-session.rules.js';

const book = (isbn: string, addedAt: string, scores: Record<string, number> | null): ShelfBook => ({
  isbn,
  inCatalog: scores !== null,
  addedAt,
  verdicts: Object.entries(scores ?? {}).map(([readerId, matchScore]) => ({
    readerId,
    matchScore,
    matchLevel: matchScore >= 75 ? 'good' : matchScore >= 60 ? 'decent' : matchScore >= 40 ? 'fair' : 'poor',
  })),
});
const isbns = (books: readonly ShelfBook[]) => books.map((b) => b.isbn);

describe('a shelf session takes each book once, up to its size', () => {
  const many = Array.from({ length: SHELF_SESSION_MAX_BOOKS }, (_, i) => ({ isbn: `97800000000${String(i).padStart(2, '0')}` }));
  it.each([
    ['a new book joins', [{ isbn: 'A' }], 'B', { kind: 'add' }],
    ['the same book scanned again is not added twice', [{ isbn: 'A' }, { isbn: 'B' }], 'A', { kind: 'duplicate' }],
    [`a full session (${SHELF_SESSION_MAX_BOOKS} books) refuses the next, saying how to go on`, many, 'Z', { kind: 'full', message: SHELF_MESSAGES.full }],
    ['a full session still knows a book it holds', many, many[3].isbn, { kind: 'duplicate' }],
  ] as const)('%s', (_rule, books, isbn, expected) => {
    expect(admitToShelf(books, isbn)).toEqual(expected);
  });
  it('says how many books a session holds', () => {
    expect(SHELF_MESSAGES.full).toBe('This shelf session holds 60 books. Finish it and start a new one to keep scanning.');
  });
});

describe('a shelf session is for one to six readers, each once', () => {
  it.each([
    ['one reader', ['mia'], { ok: true, value: ['mia'] }],
    ['several, in the order chosen, each once, blanks dropped', ['theo', ' mia ', 'theo', ''], { ok: true, value: ['theo', 'mia'] }],
    ['none', [], { ok: false, message: SHELF_MESSAGES.noReaders }],
    ['only blanks', ['  '], { ok: false, message: SHELF_MESSAGES.noReaders }],
    [`more than ${SHELF_SESSION_MAX_READERS}`, ['a', 'b', 'c', 'd', 'e', 'f', 'g'], { ok: false, message: SHELF_MESSAGES.tooManyReaders }],
  ] as const)('%s', (_rule, ids, expected) => {
    expect(shelfReaders(ids)).toEqual(expected);
  });
});

describe('the shelf list reads best first', () => {
  const t = (n: number) => `2026-11-25T10:00:0${n}.000Z`;
  const books = [
    book('fits-mia', t(1), { mia: 90, theo: 35 }),
    book('fits-both', t(2), { mia: 70, theo: 72 }),
    book('unknown', t(3), null),
    book('poor-both', t(4), { mia: 30, theo: 20 }),
  ];
  it.each([
    ["for one reader: that reader's score, highest first; books the catalog lacks last", 'mia', ['fits-mia', 'fits-both', 'poor-both', 'unknown']],
    ["for another reader, the same books in that reader's order", 'theo', ['fits-both', 'fits-mia', 'poor-both', 'unknown']],
    [
      "for every reader side by side: the lowest of their scores (one reader's dealbreaker pulls a book down)",
      null,
      ['fits-both', 'fits-mia', 'poor-both', 'unknown'],
    ],
  ] as const)('%s', (_rule, readerId, expected) => {
    expect(isbns(shelfOrder(books, readerId))).toEqual(expected);
  });

  it.each([
    ['equal standing: the higher total first', [book('a', t(1), { mia: 60, theo: 60 }), book('b', t(2), { mia: 80, theo: 60 })], null, ['b', 'a']],
    ['equal in everything: the newest scan first', [book('old', t(1), { mia: 60 }), book('new', t(2), { mia: 60 })], 'mia', ['new', 'old']],
    ['several books not in the catalog: the newest first', [book('x', t(1), null), book('y', t(2), null)], null, ['y', 'x']],
  ] as const)('%s', (_rule, list, readerId, expected) => {
    expect(isbns(shelfOrder(list, readerId))).toEqual(expected);
  });

  it('leaves the given list as it was', () => {
    const list = [book('a', t(1), { mia: 10 }), book('b', t(2), { mia: 90 })];
    shelfOrder(list, 'mia');
    expect(isbns(list)).toEqual(['a', 'b']);
  });
});
