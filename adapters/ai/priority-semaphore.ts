/** Who waits first for a slot: lower numbers are served before higher ones. */
export type Rank = 0 | 1;

interface Waiter {
  readonly rank: Rank;
  readonly seq: number;
  readonly start: () => void;
}

/**
 * At most `slots` tasks at a time; when every slot is taken, waiters are served by rank, then in
 * arrival order. A slot is handed straight to the next waiter when a task ends, so a later
 * arrival of a better rank cannot be starved by a stream of worse ones, and nobody jumps the queue
 * of their own rank.
 */
export class PrioritySemaphore {
  private running = 0;
  private seq = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error(`a semaphore needs at least one slot (got ${slots})`);
  }

  /** True when a new task would have to wait. */
  get full(): boolean {
    return this.running >= this.slots;
  }

  /**
   * Runs `task` in a slot. The place in the queue is taken on the call, before `rank` is known, so
   * a caller whose rank takes a moment to find out keeps its turn among callers of its rank.
   */
  async run<T>(rank: Rank | Promise<Rank>, task: () => Promise<T>): Promise<T> {
    const seq = this.seq++;
    // a known rank takes a free slot at once (synchronously), before any other caller can
    await (typeof rank === 'number' ? this.acquire(rank, seq) : rank.then((r) => this.acquire(r, seq)));
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(rank: Rank, seq: number): Promise<void> {
    if (this.running < this.slots && this.waiting.length === 0) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((start) => {
      const waiter: Waiter = { rank, seq, start };
      const at = this.waiting.findIndex((w) => w.rank > rank || (w.rank === rank && w.seq > seq));
      if (at === -1) this.waiting.push(waiter);
      else this.waiting.splice(at, 0, waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next)
      next.start(); // the slot passes on; `running` stays the same
    else this.running--;
  }
}
