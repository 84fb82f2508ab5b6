import fc from 'fast-check';
import { readerDisplayName } from '../readers/reader-display-name.js';
import { admitReadingListItem, isDuplicateKeyError, isDuplicateReadingListItem, READING_LIST_MESSAGES } from './reading-list.rules.js';
import {
  applyReadingStatus,
  isReadyForReview,
  READING_STATUSES,
  readyForReviewAfter,
  READY_FOR_REVIEW_AFTER_MS,
  type ReadingProgress,
} from './reading-status.machine.js';

const now = new Date('2026-06-02T12:00:00.000Z');
const HOUR = 3_600_000;
const item: ReadingProgress & { id: string } = { id: 'b1', reading_status: 'to_read', started_reading_at: null, completed_reading_at: null };

describe('reading status', () => {
  it.each([
    [
      'changing to currently_reading sets started_reading_at to now',
      'currently_reading',
      { started_reading_at: now.toISOString(), completed_reading_at: null },
    ],
    ['changing to completed sets completed_reading_at to now', 'completed', { started_reading_at: null, completed_reading_at: now.toISOString() }],
    ['changing to to_read stamps nothing', 'to_read', { started_reading_at: null, completed_reading_at: null }],
  ] as const)('%s', (_rule, status, stamps) => {
    expect(applyReadingStatus(item, status, now)).toEqual({ id: 'b1', reading_status: status, ...stamps });
  });

  it('any status may be set directly, keeping earlier stamps, without changing the original', () => {
    const started = applyReadingStatus(item, 'currently_reading', new Date(now.getTime() - HOUR));
    const completed = applyReadingStatus(started, 'completed', now);
    expect([item.reading_status, completed.started_reading_at, completed.completed_reading_at]).toEqual([
      'to_read',
      new Date(now.getTime() - HOUR).toISOString(),
      now.toISOString(),
    ]);
  });

  it.each([
    ['ready for review when currently reading and started more than 24 hours ago', 'currently_reading', 24 * HOUR + 1, true],
    ['not ready at exactly 24 hours', 'currently_reading', 24 * HOUR, false],
    ['not ready when started less than 24 hours ago', 'currently_reading', 23 * HOUR, false],
    ['not ready when completed, however long ago it was started', 'completed', 48 * HOUR, false],
    ['not ready when to_read', 'to_read', 48 * HOUR, false],
  ] as const)('%s', (_rule, status, ageMs, expected) => {
    const started = { reading_status: status, started_reading_at: new Date(now.getTime() - ageMs).toISOString() };
    expect(isReadyForReview(started, now)).toBe(expected);
  });

  it.each([
    [
      'now may be an ISO string and the start a Date',
      { reading_status: 'currently_reading' as const, started_reading_at: new Date(now.getTime() - 25 * HOUR) },
      now.toISOString(),
      true,
    ],
    [
      'now may be epoch milliseconds',
      { reading_status: 'currently_reading' as const, started_reading_at: new Date(now.getTime() - 2 * HOUR).toISOString() },
      now.getTime(),
      false,
    ],
  ])('%s', (_rule, progress, at, expected) => {
    expect(isReadyForReview(progress, at)).toBe(expected);
  });

  it('stamps with an ISO string whatever form now takes', () => {
    expect(applyReadingStatus(item, 'completed', now.getTime()).completed_reading_at).toBe(now.toISOString());
  });

  it('not ready when currently reading without a start time', () => {
    expect(isReadyForReview({ reading_status: 'currently_reading' }, now)).toBe(false);
  });

  it.each([
    ['a book being read: its start plus 24 hours', { reading_status: 'currently_reading', started_reading_at: now.toISOString() }, now.getTime() + 24 * HOUR],
    ['a book being read, its start a Date', { reading_status: 'currently_reading', started_reading_at: now }, now.getTime() + 24 * HOUR],
    ['a book being read with no start: never', { reading_status: 'currently_reading', started_reading_at: null }, null],
    ['a finished book: never, however long ago it was started', { reading_status: 'completed', started_reading_at: now.toISOString() }, null],
    ['a book to read: never', { reading_status: 'to_read', started_reading_at: now.toISOString() }, null],
  ] as const)('ready for review after: %s', (_rule, progress, expected) => {
    expect(readyForReviewAfter(progress)).toBe(expected);
  });

  it('property: ready for review exactly when now is strictly after readyForReviewAfter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...READING_STATUSES),
        fc.option(fc.integer({ min: 0, max: 4e12 }), { nil: null }),
        fc.integer({ min: -2 * READY_FOR_REVIEW_AFTER_MS, max: 2 * READY_FOR_REVIEW_AFTER_MS }),
        (status, started, offset) => {
          const progress: ReadingProgress = { reading_status: status, started_reading_at: started === null ? null : new Date(started).toISOString() };
          const after = readyForReviewAfter(progress);
          const at = (started ?? 0) + READY_FOR_REVIEW_AFTER_MS + offset;
          expect(isReadyForReview(progress, at)).toBe(after !== null && at > after);
          expect(after === null).toBe(status !== 'currently_reading' || started === null);
        },
      ),
    );
  });

  it('property: the status set is the status asked for, and only its stamp changes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...READING_STATUSES), fc.integer({ min: 0, max: 4e12 }), (status, ms) => {
        const at = new Date(ms);
        const next = applyReadingStatus(item, status, at);
        expect(next.reading_status).toBe(status);
        expect([next.started_reading_at, next.completed_reading_at].filter(Boolean)).toEqual(status === 'to_read' ? [] : [at.toISOString()]);
      }),
    );
  });
});

describe('reading-list duplicates', () => {
  const list = [{ reader_id: 'kid-1', title: 'Matilda', author: 'Roald Dahl' }];
  it.each([
    ['the same title and author for the same reader is a duplicate', { reader_id: 'kid-1', title: 'Matilda', author: 'Roald Dahl' }, true],
    ['case does not matter', { reader_id: 'kid-1', title: 'MATILDA', author: 'roald dahl' }, true],
    ['outer spaces do not matter', { reader_id: 'kid-1', title: ' Matilda ', author: 'Roald Dahl  ' }, true],
    ['another reader may have the same book', { reader_id: 'self', title: 'Matilda', author: 'Roald Dahl' }, false],
    ['another author makes another book', { reader_id: 'kid-1', title: 'Matilda', author: 'Someone Else' }, false],
    ['another title makes another book', { reader_id: 'kid-1', title: 'The BFG', author: 'Roald Dahl' }, false],
  ])('%s', (_rule, candidate, expected) => {
    expect(isDuplicateReadingListItem(list, candidate)).toBe(expected);
  });

  it.each([
    [
      'a new book is admitted',
      { reader_id: 'kid-1', title: 'The BFG', author: 'Roald Dahl' },
      { ok: true, value: { reader_id: 'kid-1', title: 'The BFG', author: 'Roald Dahl' } },
    ],
    [
      'a duplicate is refused with "Book already in reading list"',
      { reader_id: 'kid-1', title: 'matilda', author: 'Roald Dahl' },
      { ok: false, error: { code: 'already_in_reading_list', message: 'Book already in reading list' } },
    ],
  ])('%s', (_rule, candidate, expected) => {
    expect(admitReadingListItem(list, candidate)).toEqual(expected);
  });

  it.each([
    ['code 23505 means already added', { code: '23505', message: 'x' }, true],
    ['a message containing "duplicate" means already added', { message: 'Duplicate key value violates unique constraint' }, true],
    ['any other error does not', { code: '42P01', message: 'relation does not exist' }, false],
    ['an error without code or message does not', {}, false],
  ])('%s', (_rule, error, expected) => {
    expect(isDuplicateKeyError(error)).toBe(expected);
  });

  it.each([
    ['the duplicate info', READING_LIST_MESSAGES.duplicate, 'Book already in reading list'],
    ['the store-duplicate title', READING_LIST_MESSAGES.alreadyAddedTitle, 'Already Added'],
    ['the store-duplicate text', READING_LIST_MESSAGES.alreadyAdded, 'This book is already in the reading list.'],
    ['the login requirement', READING_LIST_MESSAGES.loginRequired, 'Please log in to add books'],
    ['a reader is shown as "Name (Age N)"', readerDisplayName('Sam', 9), 'Sam (Age 9)'],
    ['a reader without an age is shown by name', readerDisplayName('Me', null), 'Me'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
