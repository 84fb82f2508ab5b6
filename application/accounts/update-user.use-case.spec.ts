import { PASSWORD_MESSAGES } from '../../domain/index.js';
import { accountsKit, actorOf, anAccount } from './accounts-test-kit.js';
import type { UserRecord } from './account-store.port.js';
import { UpdateUserUseCase } from './update-user.use-case.js';

describe('UpdateUserUseCase', () => {
  let kit: ReturnType<typeof accountsKit>;
  let sut: UpdateUserUseCase;
  let user: UserRecord;
  let here: string;
  let elsewhere: string;

  beforeEach(async () => {
    kit = accountsKit();
    sut = new UpdateUserUseCase(kit.store, kit.hasher, kit.clock);
    user = await anAccount(kit.store);
    here = await kit.store.createSession(user.id, null, kit.clock.now());
    elsewhere = await kit.store.createSession(user.id, null, kit.clock.now());
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const r = await sut.execute({ password: 'Quiet#River88' }, actorOf(user, here));
    expect(r.ok).toBe(true);
    expect(kit.store.users.get(user.id)?.passwordHash).toBe('hashed:Quiet#River88');
    expect(await kit.store.isSessionActive(here)).toBe(true);
    expect(await kit.store.isSessionActive(elsewhere)).toBe(false);
  });

  it('refuses a weak password with the domain\'s message and changes nothing', async () => {
    const r = await sut.execute({ password: 'short' }, actorOf(user, here));
    expect(!r.ok && r.error.message).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await kit.store.isSessionActive(elsewhere)).toBe(true);
    expect(kit.hasher.hashes).toBe(0);
  });

  it('merges metadata and leaves the sessions alone', async () => {
    const r = await sut.execute({ data: { first_name: 'Augusta', reading_goal: 12 } }, actorOf(user, here));
    expect(r.ok && r.value.user_metadata).toEqual({ first_name: 'Augusta', last_name: 'Lovelace', reading_goal: 12 });
    expect(await kit.store.isSessionActive(elsewhere)).toBe(true);
  });

  it.each([
    [{ first_name: 'A' }, 'First name: Name must be at least 2 characters long'],
    [{ last_name: 42 }, 'Last name: Name contains invalid characters'],
    [{ last_name: '<script>' }, 'Last name: Name contains invalid characters'],
  ])('judges names in the metadata: %j', async (data, message) => {
    const r = await sut.execute({ data }, actorOf(user, here));
    expect(!r.ok && r.error.errors).toContain(message);
  });
});
