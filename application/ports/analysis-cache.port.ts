/** Finished analyses, by book and reader-profile fingerprint. */
export interface AnalysisCache {
  get(key: string): Promise<Record<string, unknown> | null>;
  put(key: string, result: Record<string, unknown>): Promise<void>;
}
export const ANALYSIS_CACHE = Symbol('ANALYSIS_CACHE');
