import { matchBook } from '../matching/match-book.js';
import type { BookFacts, ReaderProfile } from '../matching/book-facts.js';
import {
  answerBookRequest,
  BOOK_REQUEST_ACTIONS,
  BOOK_REQUEST_MESSAGES,
  BOOK_REQUEST_STATUSES,
  formatReaderCode,
  isSameRequestedBook,
  isWellFormedReaderCode,
  mayHaveReaderCode,
  nextBookRequestStatus,
  normalizeReaderCode,
  READER_CODE_ALPHABET,
  READER_CODE_LENGTH,
  readerCodeFromDraws,
  requestMatch,
  validateBookRequest,
  validateParentNote,
} from '../index.js';

describe('reader codes', () => {
  it('use an alphabet without the letters a child confuses (0/O, 1/I/L)', () => {
    expect([...'0O1IL'].filter((c) => READER_CODE_ALPHABET.includes(c))).toEqual([]);
    expect(new Set(READER_CODE_ALPHABET).size).toBe(READER_CODE_ALPHABET.length);
  });

  it.each([
    ['upper-cases', 'abcdefgh', 'ABCDEFGH'],
    ['drops the hyphen', 'ABCD-EFGH', 'ABCDEFGH'],
    ['drops spaces and tabs anywhere', ' ab cd\tef-gh ', 'ABCDEFGH'],
    ['drops several hyphens', 'AB--CD-EF-GH', 'ABCDEFGH'],
  ])('normalising %s', (_rule, typed, normalized) => {
    expect(normalizeReaderCode(typed)).toBe(normalized);
  });

  it.each([
    ['eight letters of the alphabet', 'ABCDEFGH', true],
    ['digits 2-9', '23456789', true],
    ['seven letters', 'ABCDEFG', false],
    ['nine letters', 'ABCDEFGHJ', false],
    ['a zero', 'ABCDEFG0', false],
    ['an O', 'ABCDEFGO', false],
    ['a lower-case letter (not normalised)', 'ABCDEFGh', false],
    ['empty', '', false],
  ])('is well formed with %s: %s', (_rule, code, expected) => {
    expect(isWellFormedReaderCode(code)).toBe(expected);
  });

  it('is shown as two groups of four', () => {
    expect(formatReaderCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it.each([
    [[0, 1, 2, 3, 4, 5, 6, 7], '23456789'],
    [[8, 9, 10, 11, 12, 13, 14, 15], 'ABCDEFGH'],
    [[31, 32, 62, 30, 0, 0, 0, 0], '232Z2222'],
  ])('draws %j pick the letters %s (modulo the alphabet)', (draws, code) => {
    expect(readerCodeFromDraws(draws)).toBe(code);
    expect(isWellFormedReaderCode(code)).toBe(true);
  });

  it.each([
    ['too few draws', [1, 2, 3]],
    ['a negative draw', [0, 0, 0, 0, 0, 0, 0, -1]],
    ['a fraction', [0, 0, 0, 0, 0, 0, 0, 1.5]],
  ])('refuses %s (a bug of the caller)', (_rule, draws) => {
    expect(() => readerCodeFromDraws(draws)).toThrow(`A reader code needs ${READER_CODE_LENGTH} whole non-negative draws`);
  });

  it.each([
    [8, true],
    [9, true],
    [17, true],
    [7, false],
    [1, false],
    [null, false],
    [undefined, false],
  ])('a reader aged %p may have a code: %p', (age, allowed) => {
    const r = mayHaveReaderCode(age);
    expect(r.ok).toBe(allowed);
    if (!r.ok) expect(r.error).toEqual({ code: 'reader_too_young', message: 'Reader sign-in is for readers aged 8 or older.' });
  });
});

describe('the request state machine', () => {
  it.each([
    ['pending', 'approve', 'approved'],
    ['pending', 'decline', 'declined'],
    ['approved', 'approve', null],
    ['approved', 'decline', null],
    ['declined', 'approve', null],
    ['declined', 'decline', null],
  ] as const)('%s + %s → %s', (status, action, next) => {
    expect(nextBookRequestStatus(status, action)).toBe(next);
    const answered = answerBookRequest(status, action);
    if (next === null) expect(answered).toEqual({ ok: false, error: { code: 'already_answered', message: 'This request has already been answered.' } });
    else expect(answered).toEqual({ ok: true, value: next });
  });

  it('knows its statuses and actions', () => {
    expect(BOOK_REQUEST_STATUSES).toEqual(['pending', 'approved', 'declined']);
    expect(BOOK_REQUEST_ACTIONS).toEqual(['approve', 'decline']);
  });
});

describe('a reader asking for a book', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['a title and an author', { title: ' Holes ', author: ' Louis Sachar ' }, [], { title: 'Holes', author: 'Louis Sachar', isbn: null, readerNote: null }],
    [
      'an ISBN and a note',
      { title: 'Holes', author: 'Louis Sachar', isbn: ' 9780440414803 ', note: ' please! ' },
      [],
      { title: 'Holes', author: 'Louis Sachar', isbn: '9780440414803', readerNote: 'please!' },
    ],
    ['blank ISBN and note are none', { title: 'Holes', author: 'L', isbn: '  ', note: '' }, [], { title: 'Holes', author: 'L', isbn: null, readerNote: null }],
    ['no title', { author: 'Louis Sachar' }, ['Title is required'], undefined],
    ['a blank title', { title: '   ', author: 'Louis Sachar' }, ['Title is required'], undefined],
    ['no author', { title: 'Holes', author: null }, ['Author is required'], undefined],
    ['neither', {}, ['Title is required', 'Author is required'], undefined],
    ['a title over 300', { title: long(301), author: 'A' }, ['Title must be at most 300 characters'], undefined],
    ['an author over 300', { title: 'T', author: long(301) }, ['Author must be at most 300 characters'], undefined],
    ['an ISBN over 20', { title: 'T', author: 'A', isbn: long(21) }, ['ISBN must be at most 20 characters'], undefined],
    ['a note over 300', { title: 'T', author: 'A', note: long(301) }, ['Note must be at most 300 characters'], undefined],
    ['a note of exactly 300', { title: 'T', author: 'A', note: long(300) }, [], { title: 'T', author: 'A', isbn: null, readerNote: long(300) }],
  ])('%s', (_rule, input, errors, value) => {
    const v = validateBookRequest(input);
    expect(v.errors).toEqual(errors);
    expect(v.value).toEqual(value);
  });

  it.each([
    [undefined, null, []],
    ['  ', null, []],
    [' Lovely choice ', 'Lovely choice', []],
    ['x'.repeat(500), 'x'.repeat(500), []],
    ['x'.repeat(501), undefined, ['Note must be at most 500 characters']],
  ])("the parent's note %j", (note, value, errors) => {
    const v = validateParentNote(note);
    expect(v.errors).toEqual(errors);
    expect(v.value).toEqual(value);
  });

  it.each([
    [{ title: 'Holes', author: 'Louis Sachar' }, { title: ' holes', author: 'LOUIS SACHAR ' }, true],
    [{ title: 'Holes', author: 'Louis Sachar' }, { title: 'Holes 2', author: 'Louis Sachar' }, false],
    [{ title: 'Holes', author: 'Louis Sachar' }, { title: 'Holes', author: 'Someone' }, false],
  ])('the same book: %j and %j → %p', (a, b, same) => {
    expect(isSameRequestedBook(a, b)).toBe(same);
  });

  it('keeps its messages in one place', () => {
    expect(BOOK_REQUEST_MESSAGES).toMatchObject({
      invalidCode: 'Invalid sign-in code',
      alreadyAsked: 'You already asked for this book.',
      requestNotFound: 'Request not found.',
    });
  });
});

describe("the parent's view of the match", () => {
  const facts: BookFacts = {
    title: 'Holes',
    author: 'Louis Sachar',
    categories: [
      { category: 'violence', present: true, severity: 3, description: 'fights' },
      { category: 'profanity', present: true, severity: 1, description: 'mild' },
    ],
  };
  it("is matchBook's level and score with every category above the reader's comfort level", () => {
    const reader: ReaderProfile = { name: 'Mia', age: 9, tolerance: { violence: 1, profanity: 4 } };
    const match = matchBook(facts, reader);
    expect(requestMatch(match)).toEqual({
      match_level: match.matchLevel,
      match_score: match.matchScore,
      conflicts: [{ category: 'violence', label: 'Violence', level: 3, limit: 1 }],
    });
  });

  it('has no conflicts when everything is within comfort', () => {
    expect(requestMatch(matchBook(facts, { name: 'Sam', age: 15, tolerance: { violence: 5, profanity: 5 } })).conflicts).toEqual([]);
  });
});
