/** The free-scan quota: every analysis and image scan consumes one scan unless the account is subscribed. */
export interface ScanQuota {
  /**
   * Atomically takes one scan. Answers false (and takes nothing) when a free account has used its
   * limit; two callers racing for the last scan cannot both win.
   */
  tryConsume(userId: string): Promise<{ allowed: boolean; scansUsed: number; limit: number | null }>;
  /** Gives one back (an analysis that failed after taking it). */
  refund(userId: string): Promise<void>;
  usage(userId: string): Promise<{ scansUsed: number; limit: number | null; subscribed: boolean }>;
}
export const SCAN_QUOTA = Symbol('SCAN_QUOTA');
