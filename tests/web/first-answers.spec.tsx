import { nextTask, settledWithin } from '../../web/src/app/first-answers.js';

describe("the boot's first answers and its steps", () => {
  it('nextTask resolves in a task of its own: after the microtasks, and after the tasks queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'), 0);
    const done = nextTask().then(() => order.push('nextTask'));
    void Promise.resolve().then(() => order.push('a microtask'));
    await done;
    expect(order).toEqual(['a microtask', 'a task queued before', 'nextTask']);
  });

  it('settledWithin resolves once every request has settled, a failed one too', async () => {
    let settled = false;
    let fail: (e: Error) => void = () => undefined;
    const failing = new Promise<never>((_resolve, reject) => (fail = reject));
    const waiting = settledWithin([Promise.resolve('profile'), failing], 60_000).then(() => (settled = true));
    await nextTask();
    expect(settled).toBe(false);
    fail(new Error('offline'));
    await waiting;
    expect(settled).toBe(true);
  });

  it('settledWithin stops waiting after its time', async () => {
    jest.useFakeTimers();
    try {
      let settled = false;
      const waiting = settledWithin([new Promise(() => undefined)], 600).then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(599);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await waiting;
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
