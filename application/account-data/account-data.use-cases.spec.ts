import { FakeHasher, InMemoryRateLimiter, ManualClock } from '../accounts/accounts-test-kit.js';
import type { Actor } from '../ports/actor.js';
import { DELETE_ACCOUNT_ATTEMPTS, PURGE_DELAY_MS, exportFileName, purgeAfter } from './account-data-policy.js';
import { DeleteAccountUseCase } from './delete-account.use-case.js';
import { ExportAccountDataUseCase } from './export-account-data.use-case.js';
import { InMemoryAccountData } from './in-memory-account-data.js';
import { PurgeDeletedAccountsUseCase } from './purge-deleted-accounts.use-case.js';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Bright!Lamp42';
const actorOf = (id: string): Actor => ({ id, email: `${id}@example.com`, isAdmin: false, sessionId: `${id}-s1` });

function kit() {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  const store = new InMemoryAccountData();
  const limiter = new InMemoryRateLimiter(clock);
  return {
    clock,
    store,
    limiter,
    exportData: new ExportAccountDataUseCase(store, clock),
    deleteAccount: new DeleteAccountUseCase(store, new FakeHasher(), limiter, clock),
    purge: new PurgeDeletedAccountsUseCase(store, clock),
  };
}

describe('account data policy', () => {
  it.each([
    ['2026-11-23T00:00:00Z', 'shelfcheck-data-2026-11-23.json'],
    ['2026-12-31T23:59:59Z', 'shelfcheck-data-2026-12-31.json'],
  ])('names the export of %s by its UTC date', (at, name) => {
    expect(exportFileName(new Date(at))).toBe(name);
  });

  it('purges 30 days after deletion', () => {
    expect(purgeAfter(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-12-23T12:00:00.000Z');
  });
});

describe('ExportAccountDataUseCase', () => {
  it('exports the caller\'s own account, named by the clock\'s date', async () => {
    const { store, exportData, clock } = kit();
    store.add({ id: 'a', rows: { family_members: [{ name: 'Mia' }], feedback: [{ feedback_text: 'Lovely' }] } });
    store.add({ id: 'b', rows: { family_members: [{ name: 'Ben' }] } });

    const r = await exportData.execute({}, actorOf('a'));

    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.fileName).toBe('shelfcheck-data-2026-11-23.json');
    expect(r.value.document).toMatchObject({ format: 'shelfcheck-account-export', version: 1, exported_at: clock.now().toISOString() });
    expect(r.value.document.user.id).toBe('a');
    expect(r.value.document.family_members).toEqual([{ name: 'Mia' }]);
    expect(JSON.stringify(r.value.document)).not.toContain('Ben');
  });

  it('answers not found for a deleted account', async () => {
    const { store, exportData } = kit();
    store.add({ id: 'a' });
    await store.markDeleted('a', { deletedAt: new Date(), purgeAfter: new Date(), subscription: null });
    const r = await exportData.execute({}, actorOf('a'));
    expect(!r.ok && r.error.code).toBe('not_found');
  });
});

describe('DeleteAccountUseCase', () => {
  it('refuses a wrong password with 401 Invalid password and changes nothing', async () => {
    const { store, deleteAccount } = kit();
    const a = store.add({ id: 'a' });
    const r = await deleteAccount.execute({ password: 'wrong' }, actorOf('a'));
    expect(!r.ok && [r.error.code, r.error.message]).toEqual(['unauthorized', 'Invalid password']);
    expect(a.deletion).toBeNull();
    expect(a.sessions[0]!.revokedAt).toBeNull();
  });

  it('asks for the password when it is empty', async () => {
    const { store, deleteAccount } = kit();
    store.add({ id: 'a' });
    const r = await deleteAccount.execute({ password: '' }, actorOf('a'));
    expect(!r.ok && [r.error.code, r.error.message]).toEqual(['validation_failed', 'Please enter your password']);
  });

  it('stops guessing after 5 wrong passwords, even with the right one', async () => {
    const { store, deleteAccount } = kit();
    store.add({ id: 'a' });
    for (let i = 0; i < DELETE_ACCOUNT_ATTEMPTS.points; i++) {
      const r = await deleteAccount.execute({ password: `wrong-${i}` }, actorOf('a'));
      expect(!r.ok && r.error.code).toBe('unauthorized');
    }
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(!r.ok && [r.error.code, r.error.message]).toEqual(['rate_limited', 'Too many account deletion attempts. Please wait 15 minutes.']);
    expect(store.accounts.get('a')!.deletion).toBeNull();
  });

  it('marks the account deleted, ends every session and frees the email, purge in 30 days', async () => {
    const { store, deleteAccount, clock } = kit();
    const a = store.add({ id: 'a', sessions: [{ id: 's1', revokedAt: null }, { id: 's2', revokedAt: null }] });
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(r).toEqual({
      ok: true,
      value: { deleted_at: '2026-11-23T12:00:00.000Z', purge_after: '2026-12-23T12:00:00.000Z', subscription: null, warning: null },
    });
    expect(a.deletion).toEqual({ deletedAt: clock.now(), purgeAfter: new Date('2026-12-23T12:00:00Z'), subscription: null });
    expect(a.sessions.every((s) => s.revokedAt?.getTime() === clock.now().getTime())).toBe(true);
    expect(a.email).toBe('deleted-a@deleted.invalid');
    // a second request with the old password finds no live account
    const again = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(!again.ok && again.error.code).toBe('not_found');
  });

  it('records a live paid subscription and warns that it is still billed', async () => {
    const { store, deleteAccount, clock } = kit();
    const subscription = { status: 'active', tier: 'monthly', currentPeriodEnd: new Date(clock.now().getTime() + 10 * DAY), customerId: 'cus_1', subscriptionId: 'sub_1' };
    const a = store.add({ id: 'a', subscription });
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(r.ok && r.value.subscription).toEqual({ status: 'active', tier: 'monthly', current_period_end: subscription.currentPeriodEnd.toISOString() });
    expect(r.ok && r.value.warning).toMatch(/not cancelled at the payment provider/);
    expect(a.deletion!.subscription).toEqual(subscription);
  });

  it('does not record a subscription whose paid period is over', async () => {
    const { store, deleteAccount, clock } = kit();
    const a = store.add({ id: 'a', subscription: { status: 'active', tier: 'monthly', currentPeriodEnd: new Date(clock.now().getTime() - DAY), customerId: 'cus_1', subscriptionId: 'sub_1' } });
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(r.ok && r.value.warning).toBeNull();
    expect(a.deletion!.subscription).toBeNull();
  });
});

describe('PurgeDeletedAccountsUseCase', () => {
  async function deletedAt(k: ReturnType<typeof kit>, id: string) {
    k.store.add({ id, rows: { family_members: [{ name: id }] } });
    const r = await k.deleteAccount.execute({ password: PASSWORD }, actorOf(id));
    expect(r.ok).toBe(true);
  }

  it('keeps a deleted account until 30 days have passed, then removes it; live accounts stay', async () => {
    const k = kit();
    k.store.add({ id: 'live' });
    await deletedAt(k, 'gone');

    k.clock.advance(PURGE_DELAY_MS - 1);
    expect(await k.purge.execute()).toEqual({ ok: true, value: { purged: 0, expiredAnalyses: 0 } });
    expect(k.store.accounts.has('gone')).toBe(true);

    k.clock.advance(1);
    expect(await k.purge.execute()).toEqual({ ok: true, value: { purged: 1, expiredAnalyses: 0 } });
    expect(k.store.accounts.has('gone')).toBe(false);
    expect(k.store.accounts.has('live')).toBe(true);
  });

  it('works through more due accounts than one batch holds', async () => {
    const k = kit();
    for (const id of ['a', 'b', 'c', 'd', 'e']) await deletedAt(k, id);
    k.clock.advance(PURGE_DELAY_MS);
    expect(await k.purge.execute({ batchSize: 2 })).toEqual({ ok: true, value: { purged: 5, expiredAnalyses: 0 } });
    expect(k.store.accounts.size).toBe(0);
  });

  it('counts only what it purged itself when another process got there first', async () => {
    const k = kit();
    await deletedAt(k, 'a');
    await deletedAt(k, 'b');
    k.store.purgedElsewhere.add('a');
    k.clock.advance(PURGE_DELAY_MS);
    expect(await k.purge.execute()).toEqual({ ok: true, value: { purged: 1, expiredAnalyses: 0 } });
    expect(k.store.accounts.size).toBe(0);
  });
});
