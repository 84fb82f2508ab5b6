import type { AnalysisCache } from '../ports/analysis-cache.port.js';

/** An AnalysisCache in a Map (values copied, as a database would). */
export class InMemoryAnalysisCache implements AnalysisCache {
  readonly entries = new Map<string, string>();

  async get(key: string) {
    const value = this.entries.get(key);
    return value === undefined ? null : (JSON.parse(value) as Record<string, unknown>);
  }

  async put(key: string, result: Record<string, unknown>) {
    this.entries.set(key, JSON.stringify(result));
  }
}
