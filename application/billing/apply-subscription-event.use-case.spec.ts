import { ApplySubscriptionEventUseCase } from './apply-subscription-event.use-case.js';
import { anEvent, ManualClock, USER } from '../../tests/doubles/billing/billing-test-kit.js';
import { InMemorySubscriptionLedger } from '../../tests/doubles/billing/in-memory-subscription-ledger.js';

describe('ApplySubscriptionEventUseCase', () => {
  let ledger: InMemorySubscriptionLedger;
  let sut: ApplySubscriptionEventUseCase;

  beforeEach(() => {
    ledger = new InMemorySubscriptionLedger();
    ledger.users.add(USER);
    sut = new ApplySubscriptionEventUseCase(ledger, new ManualClock(new Date('2026-11-22T10:00:05Z')));
  });

  it('applies the state of a new event and records its id with the outcome', async () => {
    const event = anEvent();
    await expect(sut.execute(event)).resolves.toEqual({ outcome: 'applied', userId: USER });
    expect(ledger.subscriptions.get(USER)).toMatchObject({
      status: 'active',
      tier: 'monthly',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      lastEventAt: event.created,
    });
    expect(ledger.events.get(event.id)).toMatchObject({ outcome: 'applied', userId: USER });
  });

  it('changes nothing when the same event is delivered again', async () => {
    const event = anEvent();
    await sut.execute(event);
    const after = ledger.subscriptions.get(USER);
    const saves = ledger.saves;
    await expect(sut.execute(event)).resolves.toEqual({ outcome: 'replayed', userId: null });
    expect(ledger.saves).toBe(saves);
    expect(ledger.subscriptions.get(USER)).toBe(after);
  });

  it('keeps the newer state when an older update arrives after a newer one', async () => {
    const newerEnd = new Date('2027-11-22T10:00:00Z');
    await sut.execute(anEvent({ at: '2026-11-22T10:05:00Z', state: { status: 'active', tier: 'annual', currentPeriodEnd: newerEnd } }));
    const late = anEvent({ at: '2026-11-22T10:01:00Z', state: { status: 'past_due', tier: 'monthly', currentPeriodEnd: new Date('2026-12-01T10:00:00Z') } });
    await expect(sut.execute(late)).resolves.toEqual({ outcome: 'stale', userId: USER });
    expect(ledger.subscriptions.get(USER)).toMatchObject({
      status: 'active',
      tier: 'annual',
      currentPeriodEnd: newerEnd,
      lastEventAt: new Date('2026-11-22T10:05:00Z'),
    });
    expect(ledger.events.get(late.id)?.outcome).toBe('stale');
  });

  it('a stale event is still recorded, so its replay is a replay', async () => {
    await sut.execute(anEvent({ at: '2026-11-22T10:05:00Z' }));
    const late = anEvent({ at: '2026-11-22T10:01:00Z' });
    await sut.execute(late);
    await expect(sut.execute(late)).resolves.toMatchObject({ outcome: 'replayed' });
  });

  it('finds the user by subscription id when the event does not name one', async () => {
    await sut.execute(anEvent());
    const renewal = anEvent({
      userId: undefined,
      customerId: undefined,
      at: '2026-12-22T10:00:00Z',
      state: { status: 'active', currentPeriodEnd: new Date('2027-01-22T10:00:00Z') },
    });
    await expect(sut.execute(renewal)).resolves.toEqual({ outcome: 'applied', userId: USER });
    expect(ledger.subscriptions.get(USER)?.currentPeriodEnd).toEqual(new Date('2027-01-22T10:00:00Z'));
    expect(ledger.subscriptions.get(USER)?.tier).toBe('monthly'); // not reported by the event: kept
  });

  it('finds the user by customer id', async () => {
    await sut.execute(anEvent());
    const other = anEvent({ userId: undefined, subscriptionId: undefined, at: '2026-11-22T10:01:00Z', state: { status: 'past_due' } });
    await expect(sut.execute(other)).resolves.toMatchObject({ outcome: 'applied', userId: USER });
  });

  it('records and ignores an event of nobody we know', async () => {
    const stray = anEvent({ userId: '00000000-0000-4000-8000-000000000999', customerId: 'cus_x', subscriptionId: 'sub_x' });
    await expect(sut.execute(stray)).resolves.toEqual({ outcome: 'ignored', userId: null });
    expect(ledger.subscriptions.size).toBe(0);
    expect(ledger.events.get(stray.id)?.outcome).toBe('ignored');
  });

  it('an event without state only links the provider ids', async () => {
    const link = anEvent({ type: 'checkout.session.completed', state: undefined });
    await expect(sut.execute(link)).resolves.toMatchObject({ outcome: 'linked' });
    expect(ledger.subscriptions.get(USER)).toMatchObject({ status: 'inactive', customerId: 'cus_1', subscriptionId: 'sub_1', lastEventAt: null });
  });

  it('rolls the event id back with the change when saving fails, so a retry applies it', async () => {
    const event = anEvent();
    const failing = new InMemorySubscriptionLedger();
    failing.users.add(USER);
    const sutFailing = new ApplySubscriptionEventUseCase(
      {
        inTransaction: (work) =>
          failing.inTransaction((tx) =>
            work({
              ...tx,
              saveSubscription: async () => {
                throw new Error('disk full');
              },
            }),
          ),
      },
      new ManualClock(new Date('2026-11-22T10:00:05Z')),
    );
    await expect(sutFailing.execute(event)).rejects.toThrow('disk full');
    expect(failing.events.has(event.id)).toBe(false);
    const retry = new ApplySubscriptionEventUseCase(failing, new ManualClock(new Date('2026-11-22T10:00:06Z')));
    await expect(retry.execute(event)).resolves.toMatchObject({ outcome: 'applied' });
  });
});
