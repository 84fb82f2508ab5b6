import { FakeHasher, InMemoryRateLimiter, ManualClock } from '../../tests/doubles/accounts/accounts-test-kit.js';
import type { Actor } from '../ports/actor.js';
import type { SubscriptionHolder } from '../ports/payment-gateway.port.js';
import { DELETE_ACCOUNT_ATTEMPTS, PURGE_DELAY_MS, exportFileName, purgeAfter } from './account-data-policy.js';
import { DeleteAccountUseCase, type SubscriptionCanceller } from './delete-account.use-case.js';
import { ExportAccountDataUseCase } from './export-account-data.use-case.js';
import { InMemoryAccountData } from '../../tests/doubles/account-data/in-memory-account-data.js';
import { PurgeDeletedAccountsUseCase } from './purge-deleted-accounts.use-case.js';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Bright!Lamp42';
const actorOf = (id: string): Actor => ({ id, email: `${id}@example.com`, isAdmin: false, sessionId: `${id}-s1` });

/** The payment provider's cancel call: remembers whom it cancelled, or fails like a provider outage. */
class FakeCanceller implements SubscriptionCanceller {
  readonly calls: SubscriptionHolder[] = [];
  failing = false;
  async cancelSubscriptions(holder: SubscriptionHolder) {
    if (this.failing) throw new Error('provider down');
    this.calls.push(holder);
    return { cancelled: holder.subscriptionId ? [holder.subscriptionId] : [] };
  }
}

function kit() {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  const store = new InMemoryAccountData();
  const limiter = new InMemoryRateLimiter(clock);
  const payments = new FakeCanceller();
  return {
    clock,
    store,
    limiter,
    payments,
    exportData: new ExportAccountDataUseCase(store, clock),
    deleteAccount: new DeleteAccountUseCase(store, new FakeHasher(), limiter, clock, payments),
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
  it("exports the caller's own account, named by the clock's date", async () => {
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
    expect(a.sessions[0].revokedAt).toBeNull();
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
    const a = store.add({
      id: 'a',
      sessions: [
        { id: 's1', revokedAt: null },
        { id: 's2', revokedAt: null },
      ],
    });
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(r).toEqual({
      ok: true,
      value: {
        deleted_at: '2026-11-23T12:00:00.000Z',
        purge_after: '2026-12-23T12:00:00.000Z',
        subscription: null,
        subscription_cancelled: false,
        warning: null,
      },
    });
    expect(a.deletion).toEqual({ deletedAt: clock.now(), purgeAfter: new Date('2026-12-23T12:00:00Z'), subscription: null });
    expect(a.sessions.every((s) => s.revokedAt?.getTime() === clock.now().getTime())).toBe(true);
    expect(a.email).toBe('deleted-a@deleted.invalid');
    // a second request with the old password finds no live account
    const again = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(!again.ok && again.error.code).toBe('not_found');
  });

  it('cancels a live paid subscription at the provider before deleting, and records it', async () => {
    const { store, deleteAccount, clock, payments } = kit();
    const subscription = {
      status: 'active',
      tier: 'monthly',
      currentPeriodEnd: new Date(clock.now().getTime() + 10 * DAY),
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    };
    const a = store.add({ id: 'a', subscription });
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(payments.calls).toEqual([{ userId: 'a', customerId: 'cus_1', subscriptionId: 'sub_1' }]);
    expect(r.ok && r.value.subscription).toEqual({ status: 'active', tier: 'monthly', current_period_end: subscription.currentPeriodEnd.toISOString() });
    expect(r.ok && [r.value.subscription_cancelled, r.value.warning]).toEqual([true, null]);
    expect(a.deletion!.subscription).toEqual(subscription);
  });

  it('cancels a paid subscription the provider has no ids for (the local test mode)', async () => {
    const { store, deleteAccount, clock, payments } = kit();
    store.add({
      id: 'a',
      subscription: { status: 'trialing', tier: 'annual', currentPeriodEnd: new Date(clock.now().getTime() + DAY), customerId: null, subscriptionId: null },
    });
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(payments.calls).toEqual([{ userId: 'a', customerId: null, subscriptionId: null }]);
    expect(r.ok && r.value.subscription_cancelled).toBe(true);
  });

  it('refuses the deletion and changes nothing when the provider cannot cancel', async () => {
    const { store, deleteAccount, clock, payments } = kit();
    payments.failing = true;
    const a = store.add({
      id: 'a',
      sessions: [{ id: 's1', revokedAt: null }],
      subscription: {
        status: 'active',
        tier: 'monthly',
        currentPeriodEnd: new Date(clock.now().getTime() + DAY),
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
      },
    });
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'upstream_failed',
        message: 'We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again in a few minutes.',
      },
    });
    expect([a.deletion, a.email, a.sessions[0].revokedAt]).toEqual([null, 'a@example.com', null]);
    // once the provider answers again, the same request deletes the account
    payments.failing = false;
    expect((await deleteAccount.execute({ password: PASSWORD }, actorOf('a'))).ok).toBe(true);
    expect(a.deletion).not.toBeNull();
  });

  it.each([
    ['past its paid period but not ended at the provider', 'active', -1, true],
    ['unpaid at the provider (it may still charge)', 'unpaid', -1, true],
    ['already canceled', 'canceled', 5, false],
    ['expired before it started', 'incomplete_expired', -1, false],
  ])('a subscription %s: cancelled %s', async (_case, status, days, cancelled) => {
    const { store, deleteAccount, clock, payments } = kit();
    const a = store.add({
      id: 'a',
      subscription: { status, tier: 'monthly', currentPeriodEnd: new Date(clock.now().getTime() + days * DAY), customerId: 'cus_1', subscriptionId: 'sub_1' },
    });
    const r = await deleteAccount.execute({ password: PASSWORD }, actorOf('a'));
    expect(payments.calls.length > 0).toBe(cancelled);
    expect(r.ok && [r.value.subscription_cancelled, r.value.warning]).toEqual([cancelled, null]);
    expect(a.deletion!.subscription).toBeNull(); // none of them is paid for now
  });

  it('asks nothing of the provider for an account that never subscribed', async () => {
    const { store, deleteAccount, payments } = kit();
    store.add({ id: 'a' });
    expect((await deleteAccount.execute({ password: PASSWORD }, actorOf('a'))).ok).toBe(true);
    expect(payments.calls).toEqual([]);
  });

  it('asks nothing of the provider when the password is wrong', async () => {
    const { store, deleteAccount, clock, payments } = kit();
    store.add({
      id: 'a',
      subscription: {
        status: 'active',
        tier: 'monthly',
        currentPeriodEnd: new Date(clock.now().getTime() + DAY),
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
      },
    });
    expect((await deleteAccount.execute({ password: 'Wrong!Lamp00' }, actorOf('a'))).ok).toBe(false);
    expect(payments.calls).toEqual([]);
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
