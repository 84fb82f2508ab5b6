import { admitReadingHistory, duplicateInFileReason } from './reading-history-admission.js';
import { parseReadingHistoryDate } from './reading-history-date.js';
import { detectReadingHistoryFormat, UNKNOWN_READING_HISTORY_FORMAT } from './reading-history-format.js';
import { READING_HISTORY_MESSAGES, utf8Length } from './reading-history-limits.js';
import { READING_HISTORY_ROW_MESSAGES, readReadingHistoryRow } from './reading-history-row.js';
import { readingHistoryStatus } from './reading-history-status.js';
import { unwrapSpreadsheetText } from './unwrap-spreadsheet-text.js';

const now = '2026-11-23T10:00:00.000Z';
const GOODREADS_HEADER = ['Book Id', 'Title', 'Author', 'Author l-f', 'ISBN', 'ISBN13', 'My Rating', 'Date Read', 'Date Added', 'Exclusive Shelf'];
const STORYGRAPH_HEADER = ['Title', 'Authors', 'Contributors', 'ISBN/UID', 'Format', 'Read Status', 'Date Added', 'Last Date Read', 'Dates Read'];

describe('reading history: format detection', () => {
  it.each([
    ['a Goodreads header is goodreads', GOODREADS_HEADER, 'goodreads'],
    ['a StoryGraph header is storygraph', STORYGRAPH_HEADER, 'storygraph'],
    ['column names are compared without outer spaces', [' Title ', 'Author ', ' Exclusive Shelf'], 'goodreads'],
  ])('%s', (_rule, header, format) => {
    expect(detectReadingHistoryFormat(header)).toEqual({ ok: true, value: format });
  });

  it.each([
    ['an unknown header', ['Name', 'Writer', 'Status']],
    ['a Goodreads header without Exclusive Shelf', ['Title', 'Author', 'Bookshelves']],
    ['a StoryGraph header without Read Status', ['Title', 'Authors']],
    ['no header at all', []],
  ])('%s is refused with a message naming the expected columns', (_rule, header) => {
    expect(detectReadingHistoryFormat(header)).toEqual({
      ok: false,
      error: { code: 'unknown_reading_history_format', message: UNKNOWN_READING_HISTORY_FORMAT },
    });
    expect(UNKNOWN_READING_HISTORY_FORMAT).toContain('Title, Author, Exclusive Shelf');
    expect(UNKNOWN_READING_HISTORY_FORMAT).toContain('Title, Authors, Read Status');
  });
});

describe('reading history: cells', () => {
  it.each([
    ['the formula wrapper around an ISBN is removed', '="9780439023481"', '9780439023481'],
    ['an empty wrapped ISBN is empty', '=""', ''],
    ['plain text is kept', 'Wonder', 'Wonder'],
    ['outer spaces go, inside and outside the wrapper', '  =" 0439023483 " ', '0439023483'],
    ['a cell that only starts like a formula is kept', '="abc', '="abc'],
  ])('%s', (_rule, cell, expected) => {
    expect(unwrapSpreadsheetText(cell)).toBe(expected);
  });

  it.each([
    ['Goodreads YYYY/MM/DD', '2024/05/14', '2024-05-14T00:00:00.000Z'],
    ['ISO YYYY-MM-DD', '2024-05-14', '2024-05-14T00:00:00.000Z'],
    ['one-digit month and day', '2023/1/7', '2023-01-07T00:00:00.000Z'],
    ['a leap day', ' 2024/02/29 ', '2024-02-29T00:00:00.000Z'],
    ['an empty cell is no date', '', null],
    ['a day that does not exist is no date', '2023/02/29', null],
    ['a month that does not exist is no date', '2023/13/01', null],
    ['other text is no date', 'last summer', null],
  ])('dates: %s', (_rule, text, expected) => {
    expect(parseReadingHistoryDate(text)).toBe(expected);
  });
});

describe('reading history: statuses', () => {
  it.each([
    ['read is completed', 'read', { status: 'completed' }],
    ['currently-reading is currently_reading', 'currently-reading', { status: 'currently_reading' }],
    ['to-read is to_read', 'to-read', { status: 'to_read' }],
    ['any case and outer spaces', ' Read ', { status: 'completed' }],
    ['did-not-finish is skipped', 'did-not-finish', { skip: 'Not imported: marked as did not finish' }],
    ['paused is skipped', 'paused', { skip: 'Not imported: marked as paused' }],
    ['an empty status is skipped', '  ', { skip: 'Not imported: no reading status' }],
    ['an unknown shelf is skipped, named', ' favourites ', { skip: 'Not imported: unknown reading status "favourites"' }],
  ])('%s', (_rule, shelf, expected) => {
    expect(readingHistoryStatus(shelf)).toEqual(expected);
  });
});

describe('reading history: rows', () => {
  const goodreads = (cells: Record<string, string>) => readReadingHistoryRow('goodreads', cells, now);
  const book = { title: 'Wonder', author: 'R. J. Palacio', isbn: '' };

  it.each([
    [
      'read on a date: completed that day',
      { 'Exclusive Shelf': 'read', 'Date Read': '2024/05/14' },
      { reading_status: 'completed', started_reading_at: null, completed_reading_at: '2024-05-14T00:00:00.000Z' },
    ],
    [
      'read without a date: completed now',
      { 'Exclusive Shelf': 'read', 'Date Read': '' },
      { reading_status: 'completed', started_reading_at: null, completed_reading_at: now },
    ],
    [
      'read on an impossible date: completed now',
      { 'Exclusive Shelf': 'read', 'Date Read': '2023/02/30' },
      { reading_status: 'completed', started_reading_at: null, completed_reading_at: now },
    ],
    [
      'currently reading: started now',
      { 'Exclusive Shelf': 'currently-reading', 'Date Read': '2024/05/14' },
      { reading_status: 'currently_reading', started_reading_at: now, completed_reading_at: null },
    ],
    ['to read: no stamps', { 'Exclusive Shelf': 'to-read' }, { reading_status: 'to_read', started_reading_at: null, completed_reading_at: null }],
  ])('Goodreads %s', (_rule, cells, expected) => {
    expect(goodreads({ Title: 'Wonder', Author: 'R. J. Palacio', ...cells })).toEqual({ kind: 'book', book: { ...book, ...expected } });
  });

  it('StoryGraph rows read Authors, Read Status, Last Date Read and ISBN/UID', () => {
    const row = readReadingHistoryRow(
      'storygraph',
      { Title: ' Dune ', Authors: 'Frank Herbert', 'Read Status': 'read', 'Last Date Read': '2022/03/01', 'ISBN/UID': '9780441013593' },
      now,
    );
    expect(row).toEqual({
      kind: 'book',
      book: {
        title: 'Dune',
        author: 'Frank Herbert',
        isbn: '9780441013593',
        reading_status: 'completed',
        started_reading_at: null,
        completed_reading_at: '2022-03-01T00:00:00.000Z',
      },
    });
  });

  it.each([
    ['ISBN13 is preferred, unwrapped', { ISBN: '="0439023483"', ISBN13: '="9780439023481"' }, '9780439023481'],
    ['ISBN when ISBN13 is empty', { ISBN: '="0439023483"', ISBN13: '=""' }, '0439023483'],
    ['nothing when neither is given', {}, ''],
    ['ISBN when ISBN13 is not a book ISBN (an ISMN)', { ISBN: '="0439023483"', ISBN13: '="9790260000438"' }, '0439023483'],
    ['nothing when the only number has a wrong check digit', { ISBN13: '="9780439023482"' }, ''],
  ])('Goodreads ISBN: %s', (_rule, cells, isbn) => {
    const row = goodreads({ Title: 'The Hunger Games', Author: 'Suzanne Collins', 'Exclusive Shelf': 'to-read', ...cells });
    expect(row.kind === 'book' && row.book.isbn).toBe(isbn);
  });

  it('a book without an author is kept with an empty author', () => {
    expect(goodreads({ Title: 'Beowulf', 'Exclusive Shelf': 'to-read' })).toMatchObject({ kind: 'book', book: { title: 'Beowulf', author: '' } });
  });

  it.each([
    ['no title is an error', { Title: '  ', Author: 'x' }, 'error', READING_HISTORY_ROW_MESSAGES.titleRequired],
    ['a missing title cell is an error', { Author: 'x' }, 'error', READING_HISTORY_ROW_MESSAGES.titleRequired],
    ['a title over 500 characters is an error', { Title: 'T'.repeat(501), Author: 'x' }, 'error', 'Title is too long (at most 500 characters)'],
    ['an author over 500 characters is an error', { Title: 'x', Author: 'A'.repeat(501) }, 'error', 'Author is too long (at most 500 characters)'],
    [
      'did-not-finish is skipped with its reason',
      { Title: 'x', Author: 'y', 'Exclusive Shelf': 'did-not-finish' },
      'skipped',
      'Not imported: marked as did not finish',
    ],
  ])('%s', (_rule, cells, kind, reason) => {
    const row = goodreads({ 'Exclusive Shelf': 'read', ...cells });
    expect(row).toMatchObject({ kind, reason });
    expect(row.kind !== 'book' && row.title.length <= 500 && row.author.length <= 500).toBe(true);
  });
});

describe('reading history: admission by the reading-list rule', () => {
  const entry = (row: number, title: string, author: string) => ({ row, reader_id: 'self', title, author });

  it('admits new books once, skipping those in the list (any case) and repeats inside the file', () => {
    const existing = [{ reader_id: 'self', title: 'Wonder', author: 'R. J. Palacio' }];
    const books = [
      entry(2, 'WONDER', 'r. j. palacio'),
      entry(3, 'Dune', 'Frank Herbert'),
      entry(4, 'Holes', 'Louis Sachar'),
      entry(5, ' dune ', 'FRANK HERBERT'),
    ];
    expect(admitReadingHistory(existing, books)).toEqual([
      { admitted: false, book: books[0], reason: 'Book already in reading list' },
      { admitted: true, book: books[1] },
      { admitted: true, book: books[2] },
      { admitted: false, book: books[3], reason: 'Already earlier in this file (row 3)' },
    ]);
  });

  it.each([
    ["another reader's copy is no duplicate", [{ reader_id: 'kid', title: 'Dune', author: 'Frank Herbert' }], true],
    ['the same title by another author is no duplicate', [{ reader_id: 'self', title: 'Dune', author: 'Someone Else' }], true],
    ['an empty list admits everything', [], true],
  ])('%s', (_rule, existing, admitted) => {
    expect(admitReadingHistory(existing, [entry(2, 'Dune', 'Frank Herbert')])[0].admitted).toBe(admitted);
  });

  it('names the first row in the in-file reason', () => {
    expect(duplicateInFileReason(7)).toBe('Already earlier in this file (row 7)');
  });
});

describe('reading history: limits', () => {
  it.each([
    ['ASCII', 'abc', 3],
    ['two-byte letters', 'é', 2],
    ['three-byte letters', '€', 3],
    ['four-byte emoji', '📚', 4],
    ['empty', '', 0],
  ])('utf8Length counts %s', (_rule, text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });

  it.each([
    ['the size limit names 5 MB', READING_HISTORY_MESSAGES.tooLarge, 'The file is too large: at most 5 MB'],
    ['the row limit names 10,000 rows', READING_HISTORY_MESSAGES.tooManyRows, 'The file has too many books: at most 10,000 rows'],
    ['one book is singular', READING_HISTORY_MESSAGES.imported(1), 'Imported 1 book'],
    ['more books are plural', READING_HISTORY_MESSAGES.imported(12), 'Imported 12 books'],
  ])('%s', (_rule, message, expected) => {
    expect(message).toBe(expected);
  });
});
