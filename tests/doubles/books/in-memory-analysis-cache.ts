import type { AnalysisCache, AnalysisCacheRetention } from '../../../application/ports/analysis-cache.port.js';

/** An AnalysisCache in a Map (values copied, as a database would), dated by an injected clock. */
export class InMemoryAnalysisCache implements AnalysisCache, AnalysisCacheRetention {
  readonly entries = new Map<string, string>();
  readonly createdAt = new Map<string, Date>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async get(key: string) {
    const value = this.entries.get(key);
    return value === undefined ? null : (JSON.parse(value) as Record<string, unknown>);
  }

  async put(key: string, result: Record<string, unknown>) {
    this.entries.set(key, JSON.stringify(result));
    this.createdAt.set(key, this.now());
  }

  async expireOlderThan(maxAgeMs: number) {
    const cutoff = new Date(this.now().getTime() - maxAgeMs);
    let removed = 0;
    for (const [key, at] of this.createdAt) {
      if (at < cutoff) {
        this.entries.delete(key);
        this.createdAt.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}
