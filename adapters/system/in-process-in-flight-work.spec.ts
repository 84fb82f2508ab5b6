import { InProcessInFlightWork } from './in-process-in-flight-work.adapter.js';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('InProcessInFlightWork', () => {
  it('runs the work once for two callers with the same key while it runs; both get its answer', async () => {
    const sut = new InProcessInFlightWork();
    const gate = deferred<string>();
    let runs = 0;
    const work = () => ((runs += 1), gate.promise);
    const [a, b] = [sut.share('k', work), sut.share('k', work)];
    gate.resolve('answer');
    await expect(Promise.all([a, b])).resolves.toEqual(['answer', 'answer']);
    expect(runs).toBe(1);
  });

  it('runs different keys separately', async () => {
    const sut = new InProcessInFlightWork();
    await expect(Promise.all([sut.share('a', async () => 1), sut.share('b', async () => 2)])).resolves.toEqual([1, 2]);
  });

  it('forgets a key once its work settles, so a later call runs again', async () => {
    const sut = new InProcessInFlightWork();
    let runs = 0;
    await sut.share('k', async () => (runs += 1));
    await sut.share('k', async () => (runs += 1));
    expect(runs).toBe(2);
    expect(sut.size).toBe(0);
  });

  it('gives both callers the failure, then forgets it', async () => {
    const sut = new InProcessInFlightWork();
    const gate = deferred<string>();
    const [a, b] = [sut.share('k', () => gate.promise), sut.share('k', () => gate.promise)];
    gate.reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    expect(sut.size).toBe(0);
  });

  it('turns a work that throws at once into a rejected promise', async () => {
    const sut = new InProcessInFlightWork();
    await expect(
      sut.share('k', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
  });
});
