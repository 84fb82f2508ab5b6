import { PASSWORD_MESSAGES } from '../../domain/index.js';
import { accountsKit, actorOf, anAccount } from '../../tests/doubles/accounts/accounts-test-kit.js';
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

  it('changes the password with the current one, keeps this session and ends every other one', async () => {
    const r = await sut.execute({ password: 'Quiet#River88', current_password: 'Bright!Lamp42' }, actorOf(user, here));
    expect(r.ok).toBe(true);
    expect(kit.store.users.get(user.id)?.passwordHash).toBe('hashed:Quiet#River88');
    expect(await kit.store.isSessionActive(here)).toBe(true);
    expect(await kit.store.isSessionActive(elsewhere)).toBe(false);
  });

  it("refuses a weak password with the domain's message and changes nothing", async () => {
    const r = await sut.execute({ password: 'short' }, actorOf(user, here));
    expect(!r.ok && r.error.message).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await kit.store.isSessionActive(elsewhere)).toBe(true);
    expect(kit.hasher.hashes).toBe(0);
  });

  it.each([
    ['without the current password', {}, 'current_password_required'],
    ['with a wrong current password', { current_password: 'Wrong!Lamp42' }, 'current_password_invalid'],
  ])("refuses a new password %s, with the hosted service's message and code", async (_case, extra, reason) => {
    const r = await sut.execute({ password: 'Quiet#River88', ...extra }, actorOf(user, here));
    expect(!r.ok && [r.error.message, r.error.reason]).toEqual(['Current password required when setting new password.', reason]);
    expect(kit.store.users.get(user.id)?.passwordHash).not.toBe('hashed:Quiet#River88');
  });

  it('lets a recovery session set a password without the current one', async () => {
    const recovery = await kit.store.createSession(user.id, null, kit.clock.now(), 'recovery');
    const r = await sut.execute({ password: 'Quiet#River88' }, actorOf(user, recovery));
    expect(r.ok).toBe(true);
  });

  it('keeps only the profile fields of the metadata and leaves the sessions alone', async () => {
    const r = await sut.execute({ data: { first_name: 'Augusta', reading_goal: 12, is_admin: true, role: 'service_role' } }, actorOf(user, here));
    expect(r.ok && r.value.user_metadata).toEqual({ first_name: 'Augusta', last_name: 'Lovelace' });
    expect(await kit.store.isSessionActive(elsewhere)).toBe(true);
  });

  it.each([
    [{ first_name: 'A' }, 'First name: Name must be at least 2 characters long'],
    [{ last_name: 42 }, 'Last name: Name contains invalid characters'],
    [{ last_name: '<script>' }, 'Last name: Name contains potentially harmful content'],
  ])('judges names in the metadata: %j', async (data, message) => {
    const r = await sut.execute({ data }, actorOf(user, here));
    expect(!r.ok && r.error.errors).toContain(message);
  });
});
