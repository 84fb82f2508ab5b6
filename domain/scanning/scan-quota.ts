/** Free users may make 500 scans in total; subscribers are not limited. */
export const FREE_SCAN_LIMIT = 500;

export interface ScanQuota {
  readonly allowed: boolean;
  /** Scans left, or null when unlimited. */
  readonly remaining: number | null;
  /** The cap, or null when unlimited. */
  readonly limit: number | null;
}

/** Whether one more scan is allowed: always for subscribers, else while fewer than 500 were used. */
export const scanQuota = (scansUsed: number, subscribed: boolean): ScanQuota =>
  subscribed
    ? { allowed: true, remaining: null, limit: null }
    : { allowed: scansUsed < FREE_SCAN_LIMIT, remaining: Math.max(0, FREE_SCAN_LIMIT - scansUsed), limit: FREE_SCAN_LIMIT };
