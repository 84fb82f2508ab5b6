import type { Actor } from '../ports/actor.js';
import { AddFamilyMemberUseCase } from './add-family-member.use-case.js';
import { InMemoryFamilyMemberStore } from '../../tests/doubles/readers/in-memory-family-member-store.js';
import { RemoveFamilyMemberUseCase } from './remove-family-member.use-case.js';
import { UpdateFamilyMemberUseCase } from './update-family-member.use-case.js';

const actor: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const other: Actor = { ...actor, id: 'user-b' };
const now = new Date('2026-11-22T12:00:00Z');
const clock = { now: () => now };

describe('family members', () => {
  let store: InMemoryFamilyMemberStore;
  beforeEach(() => {
    store = new InMemoryFamilyMemberStore();
  });
  const add = (fields: Record<string, unknown>) => new AddFamilyMemberUseCase(store, clock).execute(fields, actor);

  it('adds a member with a trimmed name, stamped with the clock', async () => {
    const sut = await add({ name: '  Mia ', age: 8, reading_level: 'Elementary' });
    expect(sut).toMatchObject({ ok: true, value: { name: 'Mia', age: 8, reading_level: 'Elementary', user_id: 'user-a', created_at: now.toISOString() } });
  });

  it.each([
    ['the name is empty', { name: '', age: 8, reading_level: 'Elementary' }, ['Name is required']],
    ['the age is 0', { name: 'Mia', age: 0, reading_level: 'Elementary' }, ['Age must be between 1 and 120']],
    ['the age is 121', { name: 'Mia', age: 121, reading_level: 'Elementary' }, ['Age must be between 1 and 120']],
    ['the age is 7.5', { name: 'Mia', age: 7.5, reading_level: 'Elementary' }, ['Age must be between 1 and 120']],
    ['the age is missing', { name: 'Mia', reading_level: 'Elementary' }, ['Age is required']],
    ['the reading level is missing', { name: 'Mia', age: 8 }, ['Reading level is required']],
    [
      'a comfort level is 6',
      { name: 'Mia', age: 8, reading_level: 'Elementary', content_tolerance: { violence: 6 } },
      ['Comfort levels must be whole numbers from 0 (avoid) to 5 (any level)'],
    ],
  ])('refuses a member when %s, storing nothing', async (_rule, fields, errors) => {
    const sut = await add(fields);
    expect(sut).toMatchObject({ ok: false, error: { code: 'validation_failed', errors } });
    expect(store.rows).toHaveLength(0);
  });

  it('keeps the stored basics when a change leaves them out, and judges the merged member', async () => {
    const added = await add({ name: 'Mia', age: 8, reading_level: 'Elementary' });
    const id = added.ok ? added.value.id : '';
    const update = new UpdateFamilyMemberUseCase(store, clock);
    expect(await update.execute({ id, changes: { age: 9 } }, actor)).toMatchObject({ ok: true, value: { name: 'Mia', age: 9 } });
    expect(await update.execute({ id, changes: { age: null } }, actor)).toMatchObject({ ok: false, error: { message: 'Age is required' } });
    expect(await update.execute({ id, changes: { reading_level: 'Wizard' } }, actor)).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    expect(store.rows[0]).toMatchObject({ age: 9, reading_level: 'Elementary' });
  });

  it.each([
    ['change', (id: string) => new UpdateFamilyMemberUseCase(store, clock).execute({ id, changes: { name: 'Stolen' } }, other)],
    ['remove', (id: string) => new RemoveFamilyMemberUseCase(store).execute({ id }, other)],
  ])("cannot %s another account's member: not_found", async (_op, run) => {
    const added = await add({ name: 'Mia', age: 8, reading_level: 'Elementary' });
    const sut = await run(added.ok ? added.value.id : '');
    expect(sut).toMatchObject({ ok: false, error: { code: 'not_found', message: 'Family member not found' } });
    expect(store.rows[0].name).toBe('Mia');
  });
});
