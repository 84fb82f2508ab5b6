import { FREE_SCAN_LIMIT } from '../../../domain/index.js';
import type { ScanQuota } from '../../../application/ports/scan-quota.port.js';

/** A ScanQuota for one process: a count per user under the free limit, or unlimited when subscribed. */
export class InMemoryScanQuota implements ScanQuota {
  readonly used = new Map<string, number>();
  subscribed = false;

  constructor(private readonly limit = FREE_SCAN_LIMIT) {}

  async tryConsume(userId: string) {
    const used = this.used.get(userId) ?? 0;
    if (!this.subscribed && used >= this.limit) return { allowed: false, scansUsed: used, limit: this.limit };
    this.used.set(userId, used + 1);
    return { allowed: true, scansUsed: used + 1, limit: this.subscribed ? null : this.limit };
  }

  async refund(userId: string) {
    this.used.set(userId, Math.max(0, (this.used.get(userId) ?? 0) - 1));
  }

  async usage(userId: string) {
    return { scansUsed: this.used.get(userId) ?? 0, limit: this.subscribed ? null : this.limit, subscribed: this.subscribed };
  }
}
