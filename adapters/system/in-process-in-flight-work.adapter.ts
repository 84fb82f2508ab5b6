import type { InFlightWork } from '../../application/ports/in-flight-work.port.js';

/**
 * InFlightWork in one process's memory: a map of running promises by key, each removed when it
 * settles (success or failure), so a later call starts afresh. Several API processes would each
 * run their own copy: a Redis lock with a published result would be the shared version.
 */
export class InProcessInFlightWork implements InFlightWork {
  private readonly running = new Map<string, Promise<unknown>>();

  share<T>(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current as Promise<T>;
    const started = (async () => work())().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  /** How many keys are running (for tests and diagnostics). */
  get size(): number {
    return this.running.size;
  }
}
