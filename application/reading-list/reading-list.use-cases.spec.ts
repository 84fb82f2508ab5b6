import type { Actor } from '../ports/actor.js';
import { InMemoryFamilyMemberStore } from '../../tests/doubles/readers/in-memory-family-member-store.js';
import { InMemoryReaderDirectory } from '../../tests/doubles/readers/in-memory-reader-directory.js';
import { AddToReadingListUseCase } from './add-to-reading-list.use-case.js';
import { ChangeReadingStatusUseCase } from './change-reading-status.use-case.js';
import { InMemoryReadingListStore } from '../../tests/doubles/reading-list/in-memory-reading-list-store.js';
import { ListReadingListUseCase } from './list-reading-list.use-case.js';

const actor: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const HOUR = 3_600_000;

function setup() {
  let current = new Date('2026-11-22T12:00:00.000Z');
  const clock = { now: () => new Date(current), set: (d: Date) => (current = d) };
  const items = new InMemoryReadingListStore();
  const members = new InMemoryFamilyMemberStore();
  const readers = new InMemoryReaderDirectory(members, 'Sam');
  return {
    clock,
    items,
    members,
    add: new AddToReadingListUseCase(items, readers, clock),
    change: new ChangeReadingStatusUseCase(items, clock),
    list: new ListReadingListUseCase(items, clock),
  };
}

describe('reading list', () => {
  it('adds a book as to_read, trimmed, with the reader named "Name (Age N)" when no name is sent', async () => {
    const sut = setup();
    const kid = await sut.members.add(actor.id, { name: 'Mia', age: 9, reading_level: 'Elementary' }, sut.clock.now());
    const added = await sut.add.execute({ reader_id: kid.id, title: ' Wonder ', author: 'R. J. Palacio ' }, actor);
    expect(added).toMatchObject({
      ok: true,
      value: { reader_name: 'Mia (Age 9)', title: 'Wonder', author: 'R. J. Palacio', reading_status: 'to_read', ready_for_review: false },
    });
  });

  it.each([
    ['the same book in another case', { title: 'WONDER', author: 'r. j. palacio' }],
    ['the same book with outer spaces', { title: '  Wonder', author: 'R. J. Palacio  ' }],
  ])("refuses %s for the same reader: conflict 'Book already in reading list'", async (_case, book) => {
    const sut = setup();
    await sut.add.execute({ reader_id: 'self', reader_name: 'Me', title: 'Wonder', author: 'R. J. Palacio' }, actor);
    expect(await sut.add.execute({ reader_id: 'self', reader_name: 'Me', ...book }, actor)).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: 'Book already in reading list' },
    });
    expect(sut.items.rows).toHaveLength(1);
  });

  it('answers the same conflict when a racing add wins between the check and the insert', async () => {
    const sut = setup();
    sut.items.racing.push({ reader_id: 'self', reader_name: 'Me', title: 'Holes', author: 'Louis Sachar', analysis: null });
    expect(await sut.add.execute({ reader_id: 'self', reader_name: 'Me', title: 'holes', author: 'louis sachar' }, actor)).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: 'Book already in reading list' },
    });
    expect(sut.items.rows).toHaveLength(1);
  });

  it.each([
    ['a blank title', { reader_id: 'self', title: '  ', author: 'x' }, 'validation_failed'],
    ['an unknown reader', { reader_id: '00000000-0000-4000-8000-000000000999', title: 'Holes', author: 'x' }, 'not_found'],
  ])('refuses %s', async (_case, command, code) => {
    expect(await setup().add.execute(command, actor)).toMatchObject({ ok: false, error: { code } });
  });

  it('stamps started and completed times from the clock, and marks ready for review only after more than 24 hours', async () => {
    const sut = setup();
    const added = await sut.add.execute({ reader_id: 'self', reader_name: 'Me', title: 'Hatchet', author: 'Gary Paulsen' }, actor);
    const id = added.ok ? added.value.id : '';
    const start = sut.clock.now();
    expect(await sut.change.execute({ id, reading_status: 'currently_reading' }, actor)).toMatchObject({
      ok: true,
      value: { started_reading_at: start.toISOString(), completed_reading_at: null },
    });
    sut.clock.set(new Date(start.getTime() + 24 * HOUR));
    expect((await sut.list.execute({}, actor))[0].ready_for_review).toBe(false);
    sut.clock.set(new Date(start.getTime() + 24 * HOUR + 1));
    expect((await sut.list.execute({}, actor))[0].ready_for_review).toBe(true);
    const done = await sut.change.execute({ id, reading_status: 'completed' }, actor);
    expect(done).toMatchObject({
      ok: true,
      value: { started_reading_at: start.toISOString(), completed_reading_at: sut.clock.now().toISOString(), ready_for_review: false },
    });
  });

  it("cannot change another account's item", async () => {
    const sut = setup();
    const added = await sut.add.execute({ reader_id: 'self', reader_name: 'Me', title: 'Holes', author: 'x' }, actor);
    const outcome = await sut.change.execute({ id: added.ok ? added.value.id : '', reading_status: 'completed' }, { ...actor, id: 'user-b' });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
