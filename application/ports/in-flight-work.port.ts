/**
 * Work that runs once per key at a time: a second caller with the same key, while the first runs,
 * awaits the first's promise instead of starting its own. Per process today (InProcessInFlightWork);
 * behind a port so that several API processes could share it through Redis later.
 */
export interface InFlightWork {
  share<T>(key: string, work: () => Promise<T>): Promise<T>;
}
export const IN_FLIGHT_WORK = Symbol('IN_FLIGHT_WORK');
