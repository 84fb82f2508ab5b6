import type { ReadingGoalStore } from '../../../application/reading-list/reading-goal-store.port.js';

/** A ReadingGoalStore in memory, for use-case tests. */
export class InMemoryReadingGoalStore implements ReadingGoalStore {
  readonly targets = new Map<string, number>();
  private key = (u: string, r: string, y: number) => `${u}|${r}|${y}`;

  async get(userId: string, readerId: string, year: number) {
    return this.targets.get(this.key(userId, readerId, year)) ?? null;
  }
  async put(userId: string, readerId: string, year: number, target: number) {
    this.targets.set(this.key(userId, readerId, year), target);
    return target;
  }
}
