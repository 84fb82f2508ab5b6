import type { Actor } from '../ports/actor.js';
import { InMemoryFamilyMemberStore } from '../../tests/doubles/readers/in-memory-family-member-store.js';
import { InMemoryReaderDirectory } from '../../tests/doubles/readers/in-memory-reader-directory.js';
import { GetReadingGoalUseCase } from './get-reading-goal.use-case.js';
import { InMemoryReadingGoalStore } from '../../tests/doubles/reading-list/in-memory-reading-goal-store.js';
import { InMemoryReadingListStore } from '../../tests/doubles/reading-list/in-memory-reading-list-store.js';
import { readingListFileName, toReadingListCsv } from './reading-list-csv.js';
import type { ReadingListItem } from './reading-list-store.port.js';
import { SetReadingGoalUseCase } from './set-reading-goal.use-case.js';

const actor: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const clock = { now: () => new Date('2026-06-15T12:00:00Z') };

const item = (over: Partial<ReadingListItem>): ReadingListItem => ({
  id: 'i',
  user_id: actor.id,
  reader_id: 'self',
  reader_name: 'Me',
  title: 'Holes',
  author: 'Louis Sachar',
  reading_status: 'to_read',
  started_reading_at: null,
  completed_reading_at: null,
  analysis: null,
  created_at: '2026-01-02T10:00:00.000Z',
  ...over,
});

describe('reading goals', () => {
  function setup() {
    const items = new InMemoryReadingListStore();
    const ports = { goals: new InMemoryReadingGoalStore(), items, readers: new InMemoryReaderDirectory(new InMemoryFamilyMemberStore()) };
    return { items, get: new GetReadingGoalUseCase(ports, clock), set: new SetReadingGoalUseCase(ports, clock) };
  }

  it('reads this year by default, with no target until one is set', async () => {
    expect(await setup().get.execute({ readerId: 'self' }, actor)).toEqual({ ok: true, value: { reader_id: 'self', year: 2026, target: null, completed: 0 } });
  });

  it("counts the reader's books completed within the UTC year only", async () => {
    const sut = setup();
    sut.items.rows.push(
      item({ id: 'a', reading_status: 'completed', completed_reading_at: '2026-01-01T00:00:00.000Z' }),
      item({ id: 'b', reading_status: 'completed', completed_reading_at: '2026-12-31T23:59:59.999Z' }),
      item({ id: 'c', reading_status: 'completed', completed_reading_at: '2025-12-31T23:59:59.999Z' }),
      item({ id: 'd', reading_status: 'completed', completed_reading_at: '2027-01-01T00:00:00.000Z' }),
      item({ id: 'e', reading_status: 'currently_reading', completed_reading_at: '2026-03-01T00:00:00.000Z' }),
      item({ id: 'f', reader_id: 'other', reading_status: 'completed', completed_reading_at: '2026-03-01T00:00:00.000Z' }),
    );
    expect(await sut.set.execute({ readerId: 'self', target: 12 }, actor)).toEqual({
      ok: true,
      value: { reader_id: 'self', year: 2026, target: 12, completed: 2 },
    });
  });

  it.each([
    ['a target of 0', { target: 0 }, 'Target must be a whole number from 1 to 1000'],
    ['a target of 1001', { target: 1001 }, 'Target must be a whole number from 1 to 1000'],
    ['a target of 2.5', { target: 2.5 }, 'Target must be a whole number from 1 to 1000'],
    ['the year 1999', { target: 5, year: 1999 }, 'Year must be a whole number from 2000 to 2100'],
    ['the year 2101', { target: 5, year: 2101 }, 'Year must be a whole number from 2000 to 2100'],
  ])('refuses %s', async (_case, command, message) => {
    expect(await setup().set.execute({ readerId: 'self', ...command }, actor)).toMatchObject({ ok: false, error: { code: 'validation_failed', message } });
  });

  it('refuses an unknown reader', async () => {
    expect(await setup().set.execute({ readerId: 'nobody', target: 5 }, actor)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

describe('reading-list CSV', () => {
  it('writes the header, a line per item with labels and UTC dates, CRLF line ends', () => {
    const csv = toReadingListCsv([item({ reading_status: 'currently_reading', started_reading_at: '2026-02-03T23:30:00.000Z' })]);
    expect(csv).toBe('Title,Author,Status,Started,Completed,Added\r\nHoles,Louis Sachar,Currently reading,2026-02-03,,2026-01-02\r\n');
  });

  it.each([
    ['a comma', 'Guns, Germs, and Steel', '"Guns, Germs, and Steel"'],
    ['a quote', 'The "Real" Story', '"The ""Real"" Story"'],
    ['a line break', 'Line\nBreak', '"Line\nBreak"'],
    ['a formula', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a leading plus', '+1 Book', "'+1 Book"],
    ['plain text', 'Holes', 'Holes'],
  ])('quotes a cell with %s', (_case, cell, expected) => {
    expect(
      toReadingListCsv([item({ title: cell })])
        .split('\r\n')[1]
        ?.slice(0, expected.length + 1),
    ).toBe(`${expected},`);
  });

  it('names the download after the day', () => {
    expect(readingListFileName(new Date('2026-11-22T23:59:00Z'))).toBe('reading-list-2026-11-22.csv');
  });
});
