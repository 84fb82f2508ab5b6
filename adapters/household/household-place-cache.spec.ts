import type { HouseholdPlace, HouseholdStore } from '../../application/household/household-store.port.js';
import { CachedHouseholdPlaces, forgetHouseholdPlaces, HOUSEHOLD_PLACE_TTL_MS } from './household-place-cache.js';

/** A store whose memberships the test controls and whose placeOf questions it counts. */
function fakeStore() {
  const memberOf = new Map<string, HouseholdPlace>(); // user → place in another household
  const gates: (() => void)[] = [];
  const calls: string[] = [];
  const store = {
    asked: 0,
    hold: false,
    calls,
    memberOf,
    release: () => gates.splice(0).forEach((r) => r()),
    async placeOf(userId: string): Promise<HouseholdPlace> {
      store.asked++;
      const place = memberOf.get(userId) ?? { ownerId: userId, role: 'owner' };
      if (store.hold) await new Promise<void>((r) => gates.push(r));
      return place;
    },
    async accept(_invitationId: string, userId: string) {
      memberOf.set(userId, { ownerId: 'owner-1', role: 'co_parent' });
      return true;
    },
    async removeMember(_ownerId: string, userId: string) {
      return memberOf.delete(userId);
    },
    async leave(userId: string) {
      return memberOf.delete(userId);
    },
    ensureHousehold: async (ownerId: string) => (calls.push(`ensureHousehold ${ownerId}`), 'household-1'),
    adults: async (ownerId: string) => (calls.push(`adults ${ownerId}`), []),
    pendingInvitations: async (ownerId: string) => (calls.push(`pendingInvitations ${ownerId}`), []),
    emailOf: async (userId: string) => (calls.push(`emailOf ${userId}`), 'a@example.com'),
    addInvitation: async (householdId: string) => {
      calls.push(`addInvitation ${householdId}`);
      return { id: 'i1', email: 'a@example.com', role: 'viewer' as const, created_at: '', expires_at: '', accepted_at: null, revoked_at: null };
    },
    invitationByTokenHash: async (hash: string) => (calls.push(`invitationByTokenHash ${hash}`), null),
    revokeInvitation: async (ownerId: string, id: string) => (calls.push(`revokeInvitation ${ownerId} ${id}`), 'revoked' as const),
  };
  return store;
}

const asStore = (s: ReturnType<typeof fakeStore>) => s as unknown as HouseholdStore;

describe("the household guard's membership question reuses an answer and forgets it at every change of membership (issue 20)", () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000));

  it('asks the store once for repeated and concurrent questions about one account', async () => {
    const store = fakeStore();
    const places = new CachedHouseholdPlaces(asStore(store), now);
    const owner = { ownerId: 'u1', role: 'owner' };
    expect(await Promise.all([places.placeOf('u1'), places.placeOf('u1'), places.placeOf('u1')])).toEqual([owner, owner, owner]);
    expect(await places.placeOf('u1')).toEqual(owner);
    expect(store.asked).toBe(1);
  });

  it('asks again once the answer is older than its lifetime, and keeps accounts apart', async () => {
    const store = fakeStore();
    const places = new CachedHouseholdPlaces(asStore(store), now);
    await places.placeOf('u1');
    await places.placeOf('u2');
    expect(store.asked).toBe(2);
    clock += HOUSEHOLD_PLACE_TTL_MS;
    await places.placeOf('u1');
    expect(store.asked).toBe(3);
  });

  it.each([
    ['a member removed', (p: CachedHouseholdPlaces) => p.removeMember('owner-1', 'u1'), { ownerId: 'u1', role: 'owner' }],
    ['a member leaving', (p: CachedHouseholdPlaces) => p.leave('u1'), { ownerId: 'u1', role: 'owner' }],
    ['an account deleted (forgetHouseholdPlaces)', async () => forgetHouseholdPlaces(), { ownerId: 'owner-1', role: 'co_parent' }],
  ])('answers from the database at once after %s', async (_label, change, after) => {
    const store = fakeStore();
    store.memberOf.set('u1', { ownerId: 'owner-1', role: 'co_parent' });
    const places = new CachedHouseholdPlaces(asStore(store), now);
    expect(await places.placeOf('u1')).toEqual({ ownerId: 'owner-1', role: 'co_parent' });
    await change(places);
    expect(await places.placeOf('u1')).toEqual(after);
    expect(store.asked).toBe(2);
  });

  it('answers the new household at once after an invitation is accepted', async () => {
    const store = fakeStore();
    const places = new CachedHouseholdPlaces(asStore(store), now);
    expect(await places.placeOf('u1')).toEqual({ ownerId: 'u1', role: 'owner' });
    expect(await places.accept('i1', 'u1', new Date())).toBe(true);
    expect(await places.placeOf('u1')).toEqual({ ownerId: 'owner-1', role: 'co_parent' });
  });

  it('never keeps an answer read before a change of membership that ended meanwhile', async () => {
    const store = fakeStore();
    store.memberOf.set('u1', { ownerId: 'owner-1', role: 'co_parent' });
    const places = new CachedHouseholdPlaces(asStore(store), now);
    store.hold = true;
    const early = places.placeOf('u1'); // reads the membership, then waits
    await Promise.resolve();
    store.hold = false;
    await places.removeMember('owner-1', 'u1');
    store.release();
    expect(await early).toEqual({ ownerId: 'owner-1', role: 'co_parent' }); // what it read
    expect(await places.placeOf('u1')).toEqual({ ownerId: 'u1', role: 'owner' }); // not kept: asked again
    expect(store.asked).toBe(2);
  });

  it('keeps no failed answer: the next question asks again', async () => {
    const store = fakeStore();
    const places = new CachedHouseholdPlaces(asStore(store), now);
    const real = store.placeOf;
    store.placeOf = () => Promise.reject(new Error('database away'));
    await expect(places.placeOf('u1')).rejects.toThrow('database away');
    store.placeOf = real;
    expect(await places.placeOf('u1')).toEqual({ ownerId: 'u1', role: 'owner' });
  });

  it('passes every other call to the store as it is', async () => {
    const store = fakeStore();
    const places = new CachedHouseholdPlaces(asStore(store), now);
    const at = new Date();
    expect(await places.ensureHousehold('o1')).toBe('household-1');
    expect(await places.adults('o1')).toEqual([]);
    expect(await places.pendingInvitations('o1', at)).toEqual([]);
    expect(await places.emailOf('u1')).toBe('a@example.com');
    expect((await places.addInvitation('h1', {} as never)).id).toBe('i1');
    expect(await places.invitationByTokenHash('hash')).toBeNull();
    expect(await places.revokeInvitation('o1', 'i1', at)).toBe('revoked');
    expect(store.calls).toEqual([
      'ensureHousehold o1',
      'adults o1',
      'pendingInvitations o1',
      'emailOf u1',
      'addInvitation h1',
      'invitationByTokenHash hash',
      'revokeInvitation o1 i1',
    ]);
  });
});
