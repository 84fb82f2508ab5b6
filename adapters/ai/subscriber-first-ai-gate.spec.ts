import { SubscriberFirstAiGate } from './subscriber-first-ai-gate.adapter.js';
import { PrioritySemaphore } from './priority-semaphore.js';

/** A task that runs until the test lets it finish, recording when it started. */
function controlled(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (started.push(name), done.then(() => name)), finish: () => finish() };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('PrioritySemaphore', () => {
  it('refuses a semaphore without a slot', () => {
    expect(() => new PrioritySemaphore(0)).toThrow('at least one slot');
  });

  it('runs up to its slots at once and serves waiters by rank, then in arrival order', async () => {
    const sut = new PrioritySemaphore(1);
    const started: string[] = [];
    const first = controlled(started, 'first');
    const free1 = controlled(started, 'free-1');
    const free2 = controlled(started, 'free-2');
    const paid = controlled(started, 'paid');
    const runs = [sut.run(1, first.task), sut.run(1, free1.task), sut.run(1, free2.task), sut.run(0, paid.task)];
    await tick();
    expect(started).toEqual(['first']);
    first.finish();
    await tick();
    expect(started).toEqual(['first', 'paid']);
    paid.finish();
    await tick();
    free1.finish();
    await tick();
    free2.finish();
    await expect(Promise.all(runs)).resolves.toEqual(['first', 'free-1', 'free-2', 'paid']);
    expect(started).toEqual(['first', 'paid', 'free-1', 'free-2']);
  });

  it('gives the slot back when a task fails', async () => {
    const sut = new PrioritySemaphore(1);
    await expect(sut.run(0, () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
    expect(sut.full).toBe(false);
    await expect(sut.run(1, async () => 'next')).resolves.toBe('next');
  });
});

/** A task run for an account that makes one provider call (the call takes the slot). */
const viaProvider = <T>(gate: SubscriberFirstAiGate, userId: string, call: () => Promise<T>) => gate.run(userId, () => gate.admit(call));

describe('SubscriberFirstAiGate', () => {
  it('lets everyone straight through while there is capacity, without asking who is subscribed', async () => {
    const asked: string[] = [];
    const sut = new SubscriberFirstAiGate(2, async (id) => (asked.push(id), false));
    await expect(Promise.all([viaProvider(sut, 'a', async () => 1), viaProvider(sut, 'b', async () => 2)])).resolves.toEqual([1, 2]);
    expect(asked).toEqual([]);
  });

  it('never holds a task that makes no provider call, even with every slot taken', async () => {
    const sut = new SubscriberFirstAiGate(1, async () => false);
    const started: string[] = [];
    const held = controlled(started, 'held');
    const holding = viaProvider(sut, 'someone', held.task);
    await tick();
    await expect(sut.run('catalog-reader', async () => 'from the catalog')).resolves.toBe('from the catalog');
    held.finish();
    await holding;
  });

  it("queues a provider call made outside any account's task with the free accounts", async () => {
    const sut = new SubscriberFirstAiGate(1, async () => true);
    const started: string[] = [];
    const busy = controlled(started, 'busy');
    const orphan = controlled(started, 'orphan');
    const paid = controlled(started, 'paid');
    const runs = [viaProvider(sut, 'someone', busy.task), sut.admit(orphan.task)];
    await tick();
    runs.push(viaProvider(sut, 'paid', paid.task));
    await tick();
    busy.finish();
    await tick();
    paid.finish();
    await tick();
    orphan.finish();
    await Promise.all(runs);
    expect(started).toEqual(['busy', 'paid', 'orphan']);
  });

  it('serves a subscriber before free accounts that were waiting longer when capacity is short', async () => {
    const subscribers = new Set(['paid-user']);
    const sut = new SubscriberFirstAiGate(1, async (id) => subscribers.has(id));
    const started: string[] = [];
    const busy = controlled(started, 'busy');
    const free = controlled(started, 'free-user');
    const paid = controlled(started, 'paid-user');
    const runs = [viaProvider(sut, 'someone', busy.task), viaProvider(sut, 'free-user', free.task)];
    await tick();
    runs.push(viaProvider(sut, 'paid-user', paid.task));
    await tick();
    expect(started).toEqual(['busy']);
    busy.finish();
    await tick();
    expect(started).toEqual(['busy', 'paid-user']);
    paid.finish();
    await tick();
    free.finish();
    await Promise.all(runs);
    expect(started).toEqual(['busy', 'paid-user', 'free-user']);
  });

  it('queues an account whose status cannot be read with the free accounts', async () => {
    const sut = new SubscriberFirstAiGate(1, async () => {
      throw new Error('database down');
    });
    const started: string[] = [];
    const busy = controlled(started, 'busy');
    const waiting = controlled(started, 'unknown');
    const runs = [viaProvider(sut, 'x', busy.task), viaProvider(sut, 'y', waiting.task)];
    await tick();
    busy.finish();
    await tick();
    waiting.finish();
    await expect(Promise.all(runs)).resolves.toEqual(['busy', 'unknown']);
  });
});

describe('PrioritySemaphore turns', () => {
  it('keeps the arrival order among callers of one rank even when the later rank is known first', async () => {
    const sut = new PrioritySemaphore(1);
    const started: string[] = [];
    const busy = controlled(started, 'busy');
    let slowRank!: (r: 1) => void;
    const runs = [
      sut.run(0, busy.task),
      sut.run(new Promise<1>((r) => (slowRank = r)), async () => void started.push('earlier')),
      sut.run(1, async () => void started.push('later')),
    ];
    await tick();
    slowRank(1);
    await tick();
    busy.finish();
    await Promise.all(runs);
    expect(started).toEqual(['busy', 'earlier', 'later']);
  });
});
