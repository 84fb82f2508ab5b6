import type { Actor } from '../ports/actor.js';
import { InMemoryFamilyMemberStore } from '../../tests/doubles/readers/in-memory-family-member-store.js';
import { InMemoryReaderDirectory } from '../../tests/doubles/readers/in-memory-reader-directory.js';
import { AddToReadingListUseCase } from './add-to-reading-list.use-case.js';
import { ImportReadingHistoryUseCase } from './import-reading-history.use-case.js';
import { InMemoryReadingListStore } from '../../tests/doubles/reading-list/in-memory-reading-list-store.js';

const actor: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const NOW = '2026-11-23T12:00:00.000Z';

const GOODREADS = [
  'Book Id,Title,Author,ISBN,ISBN13,Date Read,Exclusive Shelf',
  '1,Wonder,R. J. Palacio,"=""0375869026""","=""9780375869020""",2024/05/14,read',
  '2,Dune,Frank Herbert,,,,currently-reading',
  '3,Holes,Louis Sachar,,,,to-read',
  '4,WONDER,r. j. palacio,,,,to-read',
  '5,,Nobody,,,,read',
].join('\n');

function setup() {
  const clock = { now: () => new Date(NOW) };
  const items = new InMemoryReadingListStore();
  const members = new InMemoryFamilyMemberStore();
  const readers = new InMemoryReaderDirectory(members, 'Sam');
  return { clock, items, members, sut: new ImportReadingHistoryUseCase(items, readers, clock), add: new AddToReadingListUseCase(items, readers, clock) };
}

describe('import reading history', () => {
  it('a dry run reports each row and writes nothing', async () => {
    const { sut, items } = setup();
    const outcome = await sut.execute({ reader_id: 'self', csvContent: GOODREADS, dryRun: true }, actor);
    expect(outcome).toEqual({
      ok: true,
      value: {
        dryRun: true,
        format: 'goodreads',
        total: 5,
        imported: 3,
        skipped: 1,
        errors: 1,
        rows: [
          { row: 2, title: 'Wonder', author: 'R. J. Palacio', status: 'completed', outcome: 'would_import' },
          { row: 3, title: 'Dune', author: 'Frank Herbert', status: 'currently_reading', outcome: 'would_import' },
          { row: 4, title: 'Holes', author: 'Louis Sachar', status: 'to_read', outcome: 'would_import' },
          { row: 5, title: 'WONDER', author: 'r. j. palacio', status: 'to_read', outcome: 'duplicate', reason: 'Already earlier in this file (row 2)' },
          { row: 6, title: '', author: 'Nobody', status: 'read', outcome: 'error', reason: 'Title is required' },
        ],
      },
    });
    expect(items.rows).toHaveLength(0);
  });

  it("imports the admitted books with their statuses, stamps and the reader's name", async () => {
    const { sut, items, members, clock } = setup();
    const kid = await members.add(actor.id, { name: 'Mia', age: 9, reading_level: 'Elementary' }, clock.now());
    const outcome = await sut.execute({ reader_id: kid.id, csvContent: GOODREADS, dryRun: false }, actor);
    expect(outcome).toMatchObject({ ok: true, value: { dryRun: false, imported: 3, skipped: 1, errors: 1 } });
    expect(items.rows.map((r) => [r.reader_name, r.title, r.reading_status, r.started_reading_at, r.completed_reading_at])).toEqual([
      ['Mia (Age 9)', 'Wonder', 'completed', null, '2024-05-14T00:00:00.000Z'],
      ['Mia (Age 9)', 'Dune', 'currently_reading', NOW, null],
      ['Mia (Age 9)', 'Holes', 'to_read', null, null],
    ]);
  });

  it("skips books already in the reader's list and reports them with the reading-list message", async () => {
    const { sut, add } = setup();
    await add.execute({ reader_id: 'self', reader_name: 'Me', title: 'holes', author: 'LOUIS SACHAR' }, actor);
    const outcome = await sut.execute({ reader_id: 'self', csvContent: GOODREADS, dryRun: false }, actor);
    expect(outcome.ok && outcome.value.rows[2]).toEqual({
      row: 4,
      title: 'Holes',
      author: 'Louis Sachar',
      status: 'to_read',
      outcome: 'duplicate',
      reason: 'Book already in reading list',
    });
    expect(outcome.ok && [outcome.value.imported, outcome.value.skipped]).toEqual([2, 2]);
  });

  it('counts a book another request added meanwhile as a duplicate', async () => {
    const { sut, items } = setup();
    items.racing.push({ reader_id: 'self', reader_name: 'Me', title: 'Dune', author: 'Frank Herbert', analysis: null });
    const outcome = await sut.execute({ reader_id: 'self', csvContent: GOODREADS, dryRun: false }, actor);
    expect(outcome.ok && outcome.value.rows[1]).toMatchObject({ title: 'Dune', outcome: 'duplicate', reason: 'Book already in reading list' });
    expect(outcome.ok && outcome.value.imported).toBe(2);
  });

  it('reads StoryGraph exports and skips did-not-finish and paused with a reason', async () => {
    const { sut } = setup();
    const csv =
      'Title,Authors,ISBN/UID,Read Status,Last Date Read\nDune,Frank Herbert,9780441013593,read,2022/03/01\nIt,Stephen King,,did-not-finish,\nEmma,Jane Austen,,paused,';
    const outcome = await sut.execute({ reader_id: 'self', csvContent: csv, dryRun: true }, actor);
    expect(outcome.ok && outcome.value.format).toBe('storygraph');
    expect(outcome.ok && outcome.value.rows.map((r) => [r.outcome, r.reason])).toEqual([
      ['would_import', undefined],
      ['skipped', 'Not imported: marked as did not finish'],
      ['skipped', 'Not imported: marked as paused'],
    ]);
  });

  it('writes nothing when the store fails half way', async () => {
    const { sut, items } = setup();
    items.failAddManyAfter = 1;
    await expect(sut.execute({ reader_id: 'self', csvContent: GOODREADS, dryRun: false }, actor)).rejects.toThrow('store failed half way');
    expect(items.rows).toHaveLength(0);
  });

  it.each([
    ['an empty text', '  \n', 'validation_failed', 'Please choose a CSV file to import'],
    ['a text over 5 MB', `Title,Author,Exclusive Shelf\n${'x'.repeat(5 * 1024 * 1024)}`, 'payload_too_large', 'The file is too large: at most 5 MB'],
    [
      'an unknown header',
      'Name,Writer\nx,y',
      'validation_failed',
      'This file is not a Goodreads or StoryGraph export. Expected a header row with Title, Author, Exclusive Shelf (Goodreads) or Title, Authors, Read Status (StoryGraph).',
    ],
    ['a header without books', 'Title,Author,Exclusive Shelf\n', 'validation_failed', 'The file has a header row but no books'],
    [
      'more than 10,000 rows',
      `Title,Author,Exclusive Shelf\n${'a,b,read\n'.repeat(10_001)}`,
      'payload_too_large',
      'The file has too many books: at most 10,000 rows',
    ],
    ['broken quoting', 'Title,Author,Exclusive Shelf\n"Wonder,x,read', 'validation_failed', 'This file could not be read as CSV: '],
  ])('refuses %s', async (_case, csvContent, code, message) => {
    const { sut } = setup();
    const outcome = await sut.execute({ reader_id: 'self', csvContent, dryRun: false }, actor);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.code).toBe(code);
      expect(outcome.error.message.startsWith(message)).toBe(true);
    }
  });

  it("refuses a reader that is not the account's: not_found", async () => {
    const { sut } = setup();
    expect(await sut.execute({ reader_id: 'someone-else', csvContent: GOODREADS, dryRun: true }, actor)).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: 'Please select a family member or yourself' },
    });
  });
});
