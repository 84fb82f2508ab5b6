/** Finished analyses, by book and reader-profile fingerprint. */
export interface AnalysisCache {
  get(key: string): Promise<Record<string, unknown> | null>;
  put(key: string, result: Record<string, unknown>): Promise<void>;
}

/**
 * Removes finished analyses made before a time. Cached answers name the reader ("Why This Book
 * Matches for Mia") and are shared by reader fingerprint, not tied to an account, so they are
 * dropped by age: the purge job keeps none older than the privacy page's 30 days.
 */
export interface AnalysisCacheRetention {
  /**
   * Deletes the entries older than `maxAgeMs` by the store's own clock (the one that dated them,
   * so the two never disagree); resolves to how many were deleted.
   */
  expireOlderThan(maxAgeMs: number): Promise<number>;
}
export const ANALYSIS_CACHE = Symbol('ANALYSIS_CACHE');
