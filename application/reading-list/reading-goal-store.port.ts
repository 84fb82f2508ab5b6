/** Yearly reading targets, one per reader and year. */
export interface ReadingGoalStore {
  /** The target, or null when none was set. */
  get(userId: string, readerId: string, year: number): Promise<number | null>;
  put(userId: string, readerId: string, year: number, target: number, now: Date): Promise<number>;
}
export const READING_GOAL_STORE = Symbol('READING_GOAL_STORE');
