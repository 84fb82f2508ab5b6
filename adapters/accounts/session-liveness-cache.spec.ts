import { cachedSessionRegistry, forgetLiveSessions, SESSION_LIVENESS_TTL_MS, type SessionLivenessSource } from './session-liveness-cache.js';

/** A store whose answers the test controls and whose questions it counts. */
function fakeStore() {
  const revoked = new Set<string>();
  const gates: (() => void)[] = [];
  const store = {
    asked: 0,
    hold: false,
    async isSessionActive(sid: string) {
      store.asked++;
      const answer = !revoked.has(sid);
      if (store.hold) await new Promise<void>((r) => gates.push(r));
      return answer;
    },
    async revokeSession(sid: string, _at?: Date) {
      revoked.add(sid);
    },
    async revokeUserSessions() {
      revoked.add('s1');
      revoked.add('s2');
    },
    release: () => gates.splice(0).forEach((r) => r()),
  };
  return store;
}

describe('the session check reuses a live answer and forgets it at every revocation (issue 20)', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000));

  it('asks the store once for repeated and concurrent checks of a live session', async () => {
    const store = fakeStore();
    const registry = cachedSessionRegistry(store, now);
    expect(await Promise.all([registry.isActive('s1'), registry.isActive('s1'), registry.isActive('s1')])).toEqual([true, true, true]);
    expect(await registry.isActive('s1')).toBe(true);
    expect(store.asked).toBe(1);
  });

  it('asks again once the answer is older than its lifetime', async () => {
    const store = fakeStore();
    const registry = cachedSessionRegistry(store, now);
    await registry.isActive('s1');
    clock += SESSION_LIVENESS_TTL_MS;
    await registry.isActive('s1');
    expect(store.asked).toBe(2);
  });

  it.each([
    ['one session is signed out', (s: SessionLivenessSource) => s.revokeSession('s1', new Date())],
    ['every session of the user is signed out', (s: SessionLivenessSource) => s.revokeUserSessions('u1', new Date())],
    ['the account is deleted (sessions ended elsewhere)', async () => forgetLiveSessions()],
  ])('refuses the next check after %s', async (_case, revoke) => {
    const store = fakeStore();
    const registry = cachedSessionRegistry(store, now);
    expect(await registry.isActive('s1')).toBe(true);
    await revoke(store);
    if (_case.startsWith('the account')) await store.revokeSession('s1'); // the deletion's own write
    expect(await registry.isActive('s1')).toBe(false);
  });

  it('does not keep a "live" answer from a check that started before a revocation', async () => {
    const store = fakeStore();
    const registry = cachedSessionRegistry(store, now);
    store.hold = true;
    const early = registry.isActive('s1'); // reads "live", then waits
    await Promise.resolve();
    await store.revokeSession('s1', new Date());
    store.release();
    expect(await early).toBe(true); // it was live when asked
    store.hold = false;
    expect(await registry.isActive('s1')).toBe(false);
  });

  it('never caches "not live" and passes a failure of the store on', async () => {
    const store = fakeStore();
    const registry = cachedSessionRegistry(store, now);
    await store.revokeSession('s2', new Date());
    expect(await registry.isActive('s2')).toBe(false);
    expect(await registry.isActive('s2')).toBe(false);
    expect(store.asked).toBe(2);
    store.isSessionActive = async () => {
      throw new Error('database away');
    };
    await expect(registry.isActive('s3')).rejects.toThrow('database away');
  });
});
