import { accountsKit, actorOf, anAccount } from '../../tests/doubles/accounts/accounts-test-kit.js';
import { GetProfileUseCase } from './get-profile.use-case.js';

describe('GetProfileUseCase', () => {
  it('returns the stored profile', async () => {
    const kit = accountsKit();
    const user = await anAccount(kit.store);
    const r = await new GetProfileUseCase(kit.store, []).execute(actorOf(user, 's'));
    expect(r.ok && r.value.id).toBe(user.id);
  });

  it('creates a missing profile from the sign-up names, with is_admin from ADMIN_EMAILS', async () => {
    const kit = accountsKit();
    const user = await anAccount(kit.store, { metadata: { first_name: ' Grace ', last_name: '' } });
    kit.store.profiles.delete(user.id);
    const r = await new GetProfileUseCase(kit.store, ['ada@example.com']).execute(actorOf(user, 's'));
    expect(r.ok && r.value).toMatchObject({ id: user.id, first_name: 'Grace', last_name: null, is_admin: true });
    expect(kit.store.profiles.has(user.id)).toBe(true);
  });

  it('answers unauthorized for an account that no longer exists', async () => {
    const kit = accountsKit();
    const r = await new GetProfileUseCase(kit.store, []).execute({ id: 'gone', email: 'x@example.com', isAdmin: false, sessionId: 's' });
    expect(!r.ok && r.error.code).toBe('unauthorized');
  });
});
